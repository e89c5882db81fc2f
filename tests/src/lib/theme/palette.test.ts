import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LOW_N_GREY, PALETTE } from '../../../../src/lib/theme/palette';

describe('the palette', () => {
	it('has distinct colours, Okabe & Ito blue first', () => {
		expect(new Set(PALETTE).size).toBe(PALETTE.length);
		expect(PALETTE[0]).toBe('#0072B2');
	});
	it('keeps the low-n grey apart from every series colour', () => {
		expect(PALETTE.map((c) => c.toLowerCase())).not.toContain(LOW_N_GREY.toLowerCase());
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
