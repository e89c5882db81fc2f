// Line breaking. Without a DOM to measure in, an average glyph is taken as ~0.55 em wide in the
// sans-serif faces figures use (0.6 em bold), close enough to keep lines inside the figure; in a
// browser the composer passes a measure of the real font.

const AVERAGE_GLYPH_EM = 0.55;
const AVERAGE_BOLD_GLYPH_EM = 0.6;

export type FontWeight = 'normal' | 'bold';

/** Width in pixels of `text` set at `fontSize`. */
export type TextMeasure = (text: string, fontSize: number, weight?: FontWeight) => number;

/** Approximate width in pixels of `text` at `fontSize`. */
export const textWidth: TextMeasure = (text, fontSize, weight = 'normal') =>
	text.length * fontSize * (weight === 'bold' ? AVERAGE_BOLD_GLYPH_EM : AVERAGE_GLYPH_EM);

/** Breaks `text` into lines no wider than `maxWidth`; a single overlong word gets its own line. */
export function wrapText(
	text: string,
	maxWidth: number,
	fontSize: number,
	weight: FontWeight = 'normal',
	measure: TextMeasure = textWidth
): string[] {
	if (!(maxWidth > 0)) throw new Error(`invalid maxWidth: ${maxWidth}`);
	const lines: string[] = [];
	for (const paragraph of text.split('\n')) {
		let line = '';
		for (const word of paragraph.split(/\s+/).filter(Boolean)) {
			const candidate = line ? `${line} ${word}` : word;
			if (line && measure(candidate, fontSize, weight) > maxWidth) {
				lines.push(line);
				line = word;
			} else line = candidate;
		}
		if (line) lines.push(line);
	}
	return lines;
}
