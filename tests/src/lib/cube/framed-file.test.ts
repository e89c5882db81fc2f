import { describe, expect, it } from 'vitest';
import { aligned, encodeFramed, readFramed } from '../../../../src/lib/cube/framed-file.ts';

describe('framed files', () => {
	it('reads back the header, with blocks starting on 4-byte boundaries', () => {
		const bytes = encodeFramed('TESTFMT1', { n: 3 }, [
			new Uint8Array([1, 2, 3]),
			new Uint8Array(new Uint32Array([7, 8]).buffer)
		]);
		const framed = readFramed<{ n: number }>(bytes.buffer as ArrayBuffer, 'TESTFMT1');
		expect(framed?.header).toEqual({ n: 3 });
		const first = framed!.blocksStart;
		expect(first % 4).toBe(0);
		expect([...new Uint8Array(bytes.buffer, first, 3)]).toEqual([1, 2, 3]);
		expect([...new Uint32Array(bytes.buffer, aligned(first + 3), 2)]).toEqual([7, 8]);
		expect(bytes.length).toBe(aligned(first + 3) + 8);
	});

	it('is no file of a format whose magic differs (another format or version), or too short', () => {
		const bytes = encodeFramed('TESTFMT1', {}, []).buffer as ArrayBuffer;
		expect(readFramed(bytes, 'TESTFMT2')).toBeNull();
		expect(readFramed(new ArrayBuffer(5), 'TESTFMT1')).toBeNull();
	});

	it('rounds up to the next multiple of four', () => {
		expect([0, 1, 4, 5, 8].map(aligned)).toEqual([0, 4, 4, 8, 8]);
	});
});
