import { describe, expect, it } from 'vitest';
import { PRESETS, pngSize, presetById } from '../../../../src/lib/export/presets';

describe('size presets', () => {
	it('has the four presets of the issue at their pixel sizes', () => {
		expect(presetById('slide-16-9')).toMatchObject({ pixelWidth: 1920, pixelHeight: 1080 });
		expect(presetById('slide-4-3').pixelWidth / presetById('slide-4-3').pixelHeight).toBeCloseTo(
			4 / 3
		);
		expect(presetById('square').pixelWidth).toBe(presetById('square').pixelHeight);
		// 3.5 in at 300 dpi.
		expect(presetById('paper-column').pixelWidth).toBe(1050);
	});
	it('lays out at the aspect ratio it writes', () => {
		for (const p of PRESETS) {
			expect(p.width / p.height, p.id).toBeCloseTo(p.pixelWidth / p.pixelHeight, 2);
		}
	});
	it('multiplies the pixel size by the PNG scale', () => {
		const p = presetById('slide-16-9');
		expect(pngSize(p, 1)).toEqual({ width: 1920, height: 1080 });
		expect(pngSize(p, 4)).toEqual({ width: 7680, height: 4320 });
	});
	it("fixes a slide's canvas, and only a paper column's width", () => {
		for (const p of PRESETS) expect(p.fit, p.id).toBe(p.id === 'paper-column' ? 'grow' : 'zoom');
		expect(presetById('paper-column').inches).toBe(3.5);
	});
	it('gives the PNG size of a figure that grew', () => {
		expect(pngSize({ pixelWidth: 1050, pixelHeight: 1378 }, 2)).toEqual({
			width: 2100,
			height: 2756
		});
	});
	it('names a bad preset or scale', () => {
		expect(() => presetById('poster')).toThrow(/poster/);
		expect(() => pngSize(presetById('square'), 0)).toThrow(/0/);
	});
});
