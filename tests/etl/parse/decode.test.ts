import { describe, expect, it } from 'vitest';
import { decodeCapture } from '../../../etl/parse/decode.ts';

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(
		parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p))
	);

describe('decodeCapture', () => {
	it('strips a BOM and normalises CRLF and CR', () => {
		expect(decodeCapture(bytes([0xef, 0xbb, 0xbf], 'a\r\nb\rc'), 'f')).toEqual({
			text: 'a\nb\nc',
			damaged: new Map()
		});
	});

	it('rejects an empty or blank file', () => {
		expect(decodeCapture(bytes(''), 'f')).toEqual({
			error: { file: 'f', line: 1, reason: 'empty file' }
		});
		expect(decodeCapture(bytes(' \n\n'), 'f')).toMatchObject({ error: { reason: 'empty file' } });
	});

	it('refuses a binary file (most lines with NUL bytes) at its first bad line', () => {
		expect(decodeCapture(bytes('one\n', [0x50, 0x4b, 0x00, 0x0a, 0x00, 0xff]), 'f')).toEqual({
			error: { file: 'f', line: 2, reason: 'binary file (NUL bytes), not a text capture' }
		});
	});

	it('keeps a text with one NUL line, marking that line', () => {
		expect(decodeCapture(bytes('one\ntwo\n', [0x00]), 'f')).toEqual({
			text: 'one\ntwo\n\u0000',
			damaged: new Map([[3, 'NUL byte on line 3']])
		});
	});

	it('marks a line with an invalid UTF-8 byte as damaged and keeps the rest of the file', () => {
		const decoded = decodeCapture(bytes('ok\nfine\nbad ', [0xc3, 0x28], '\nlater'), 'x.txt');
		expect(decoded).toEqual({
			text: 'ok\nfine\nbad \uFFFD(\nlater',
			damaged: new Map([[3, 'invalid UTF-8 on line 3']])
		});
	});

	it('numbers damage after CRLF and lone CR line ends', () => {
		const head = 'x'.repeat(9000);
		const decoded = decodeCapture(bytes(`${head}\r\na\rb\nc`, [0x00], 'd\ne'), 'f');
		expect(decoded).toEqual({
			text: `${head}\na\nb\nc\u0000d\ne`,
			damaged: new Map([[4, 'NUL byte on line 4']])
		});
	});

	it('rejects a file that is mostly not UTF-8, at its first bad line', () => {
		const latin1 = bytes('ok\n', [0xe9, 0x0a, 0xe8, 0x0a, 0xe0]);
		expect(decodeCapture(latin1, 'f')).toEqual({
			error: { file: 'f', line: 2, reason: expect.stringMatching(/^not UTF-8 text: 3 of 4 lines/) }
		});
	});
});
