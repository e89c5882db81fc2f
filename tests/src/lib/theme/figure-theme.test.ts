import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PALETTE } from '../../../../src/lib/theme/palette';
import { plotStyle, themeColors } from '../../../../src/lib/theme/figure-theme';

describe('themes', () => {
	it('print has no background, light and dark do', () => {
		expect(themeColors('print').background).toBeNull();
		expect(plotStyle('print').background).toBe('transparent');
		expect(themeColors('light').background).toMatch(/^#/);
		expect(themeColors('dark').foreground).not.toBe(themeColors('light').foreground);
	});
	it('names an unknown theme', () => {
		expect(() => themeColors('sepia' as never)).toThrow(/sepia/);
	});
	it('has a palette of distinct colours', () => {
		expect(new Set(PALETTE).size).toBe(PALETTE.length);
		expect(PALETTE[0]).toBe('#0072B2');
	});
});

describe('the page palette', () => {
	it('declares the figures’ palette as CSS tokens, in order, so pages colour as charts do', () => {
		const css = readFileSync('src/app.css', 'utf8');
		const tokens = [...css.matchAll(/--palette-(\d+):\s*(#[0-9a-f]{6})/gi)].map((m) => [
			Number(m[1]),
			m[2].toLowerCase()
		]);
		expect(tokens).toEqual(PALETTE.map((colour, i) => [i + 1, colour.toLowerCase()]));
	});
});
