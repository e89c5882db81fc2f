import type { Skip } from '../types.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/** 1-based line of byte `offset`. */
function lineAt(bytes: Uint8Array, offset: number): number {
	let line = 1;
	for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
	return line;
}

/** Line of the first byte sequence that is not UTF-8, found line by line. */
function firstInvalidLine(bytes: Uint8Array): number {
	let start = 0;
	let line = 1;
	while (start <= bytes.length) {
		let end = bytes.indexOf(0x0a, start);
		if (end === -1) end = bytes.length;
		try {
			strict.decode(bytes.subarray(start, end));
		} catch {
			return line;
		}
		start = end + 1;
		line++;
	}
	return 1;
}

/**
 * Capture bytes → text with LF line ends and no BOM, or the reason the file cannot be read:
 * empty, binary (a NUL byte), or not UTF-8 (with the line of the first bad byte).
 */
export function decodeCapture(bytes: Uint8Array, file: string): { text: string } | { error: Skip } {
	const nul = bytes.indexOf(0);
	if (nul !== -1) {
		return {
			error: {
				file,
				line: lineAt(bytes, nul),
				reason: 'binary file (NUL byte), not a text capture'
			}
		};
	}
	let text: string;
	try {
		text = strict.decode(bytes);
	} catch {
		const line = firstInvalidLine(bytes);
		return { error: { file, line, reason: 'invalid UTF-8 (save the capture as UTF-8 text)' } };
	}
	if (text.startsWith('\uFEFF')) text = text.slice(1);
	text = text.replace(/\r\n?/g, '\n');
	if (text.trim() === '') return { error: { file, line: 1, reason: 'empty file' } };
	return { text };
}
