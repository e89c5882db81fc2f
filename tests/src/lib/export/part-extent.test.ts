import { describe, expect, it } from 'vitest';
import { measurePartExtents, partExtent } from '../../../../src/lib/export/part-extent';

describe('partExtent', () => {
	it('is the part box when the drawing stays inside it', () => {
		expect(partExtent(200, { y: 5, height: 180 })).toEqual({ top: 0, bottom: 200 });
	});
	it('reaches below for labels hanging under the box, and above for text over it', () => {
		expect(partExtent(200, { y: 0, height: 236 })).toEqual({ top: 0, bottom: 236 });
		expect(partExtent(200, { y: -12, height: 212 })).toEqual({ top: -12, bottom: 200 });
	});
	it('is the box when nothing was measured', () => {
		expect(partExtent(120, null)).toEqual({ top: 0, bottom: 120 });
		expect(partExtent(120, { y: 0, height: 0 })).toEqual({ top: 0, bottom: 120 });
	});
});

describe('measurePartExtents', () => {
	it('falls back to the boxes without a page to measure in', () => {
		const doc = { body: null } as unknown as Document;
		const node = {} as SVGGElement;
		expect(measurePartExtents([{ node, width: 300, height: 80, isLegend: false }], doc)).toEqual([
			{ top: 0, bottom: 80 }
		]);
	});
});
