import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../bench/web/static-server.ts';

describe('byteRange', () => {
	it('reads explicit, open-ended and suffix ranges', () => {
		expect(byteRange('bytes=0-9', 100)).toEqual([0, 9]);
		expect(byteRange('bytes=90-', 100)).toEqual([90, 99]);
		expect(byteRange('bytes=-8', 100)).toEqual([92, 99]);
	});
	it('clamps to the file and means the whole file without a header', () => {
		expect(byteRange('bytes=50-500', 100)).toEqual([50, 99]);
		expect(byteRange('bytes=-500', 100)).toEqual([0, 99]);
		expect(byteRange(undefined, 100)).toBeNull();
	});
});
