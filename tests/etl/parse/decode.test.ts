import { describe, expect, it } from 'vitest';
import { decodeCapture } from '../../../etl/parse/decode.ts';

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(
		parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p))
	);

describe('decodeCapture', () => {
	it('strips a BOM and normalises CRLF and CR', () => {
		expect(decodeCapture(bytes([0xef, 0xbb, 0xbf], 'a\r\nb\rc'), 'f')).toEqual({ text: 'a\nb\nc' });
	});

	it('rejects an empty or blank file', () => {
		expect(decodeCapture(bytes(''), 'f')).toEqual({
			error: { file: 'f', line: 1, reason: 'empty file' }
		});
		expect(decodeCapture(bytes(' \n\n'), 'f')).toMatchObject({ error: { reason: 'empty file' } });
	});

	it('rejects a binary file at the line of its NUL byte', () => {
		expect(decodeCapture(bytes('one\ntwo\n', [0x00]), 'f')).toMatchObject({
			error: { file: 'f', line: 3, reason: expect.stringContaining('binary') }
		});
	});

	it('names the line of the first invalid UTF-8 byte', () => {
		expect(decodeCapture(bytes('ok\nfine\nbad ', [0xc3, 0x28], '\nlater'), 'x.txt')).toMatchObject({
			error: { file: 'x.txt', line: 3, reason: expect.stringContaining('invalid UTF-8') }
		});
	});
});
