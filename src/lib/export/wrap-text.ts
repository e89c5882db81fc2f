// Line breaking without a DOM to measure in: an average glyph is ~0.55 em wide in the
// sans-serif faces figures use, close enough to keep lines inside the figure.

const AVERAGE_GLYPH_EM = 0.55;

/** Approximate width in pixels of `text` at `fontSize`. */
export function textWidth(text: string, fontSize: number): number {
	return text.length * fontSize * AVERAGE_GLYPH_EM;
}

/** Breaks `text` into lines no wider than `maxWidth`; a single overlong word gets its own line. */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
	if (!(maxWidth > 0)) throw new Error(`invalid maxWidth: ${maxWidth}`);
	const lines: string[] = [];
	for (const paragraph of text.split('\n')) {
		let line = '';
		for (const word of paragraph.split(/\s+/).filter(Boolean)) {
			const candidate = line ? `${line} ${word}` : word;
			if (line && textWidth(candidate, fontSize) > maxWidth) {
				lines.push(line);
				line = word;
			} else line = candidate;
		}
		if (line) lines.push(line);
	}
	return lines;
}
