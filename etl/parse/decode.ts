import type { Skip } from '../types.ts';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** What is wrong with a line, by 1-based line number. */
export type LineDamage = Map<number, string>;

export interface DecodedCapture {
	/** LF line ends, no BOM; a damaged line holds U+FFFD where its bad bytes were. */
	text: string;
	/** Lines whose bytes were not text: the records they touch are skipped, not the file. */
	damaged: LineDamage;
}

/**
 * Decodes line by line, so that a bad byte or a NUL damages its own line only. Line ends are
 * normalised here (CRLF, and a lone CR, end a line) so that damage is numbered as reported.
 */
function decodeLines(bytes: Uint8Array, damaged: LineDamage): string {
	const lines: string[] = [];
	for (let start = 0; start <= bytes.length;) {
		let end = bytes.indexOf(0x0a, start);
		if (end === -1) end = bytes.length;
		const raw = bytes.subarray(start, end);
		let text: string;
		let damage: string | null = null;
		try {
			text = strict.decode(raw);
			if (raw.includes(0)) damage = 'NUL byte';
		} catch {
			text = lenient.decode(raw);
			damage = 'invalid UTF-8';
		}
		for (const part of text.replace(/\r$/, '').split('\r')) {
			lines.push(part);
			if (damage) damaged.set(lines.length, `${damage} on line ${lines.length}`);
		}
		start = end + 1;
	}
	return lines.join('\n');
}

/** The reasons a whole file is refused for: they stand for every paper in it. */
export const WHOLE_FILE_REASONS = ['empty file', 'binary file', 'not UTF-8 text'];

export const isWholeFileSkip = (reason: string) =>
	WHOLE_FILE_REASONS.some((start) => reason.startsWith(start));

/**
 * Capture bytes → text with LF line ends and no BOM, and the lines that were not text (a bad
 * byte, a NUL), or the reason the whole file cannot be read: empty, or most of its lines not
 * text (binary, with NUL bytes; or another encoding than UTF-8).
 */
export function decodeCapture(bytes: Uint8Array, file: string): DecodedCapture | { error: Skip } {
	const damaged: LineDamage = new Map();
	let text: string;
	try {
		text = strict.decode(bytes);
		if (bytes.includes(0)) text = decodeLines(bytes, damaged);
	} catch {
		text = decodeLines(bytes, damaged);
	}
	if (text.startsWith('\uFEFF')) text = text.slice(1);
	text = text.replace(/\r\n?/g, '\n');
	if (text.trim() === '') return { error: { file, line: 1, reason: 'empty file' } };
	const lines = text.split('\n').filter((line) => line.trim() !== '').length;
	if (damaged.size * 2 > lines) {
		const [line] = damaged.keys();
		const binary = [...damaged.values()].some((damage) => damage.startsWith('NUL'));
		const reason = binary
			? `binary file (NUL bytes), not a text capture`
			: `not UTF-8 text: ${damaged.size} of ${lines} lines have bad bytes (save the capture as UTF-8 text)`;
		return { error: { file, line, reason } };
	}
	return { text, damaged };
}
