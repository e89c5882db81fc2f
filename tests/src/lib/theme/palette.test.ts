import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
	DARK_PALETTE,
	LOW_N_GREY,
	PALETTE,
	paletteFor,
	seriesColor,
	seriesPair
} from '../../../../src/lib/theme/palette';
import { CLAIM_DOT_OPACITY } from '../../../../src/lib/charts/gain-distribution';
import { FIGURE_THEMES, themeColors } from '../../../../src/lib/theme/figure-theme';
import { contrast, over } from './contrast';

describe('the palette', () => {
	it('has distinct colours, Okabe & Ito blue first', () => {
		expect(new Set(PALETTE).size).toBe(PALETTE.length);
		expect(PALETTE[0]).toBe('#0072B2');
	});
	it('draws two series in colours that stand out from every figure background, as dots draw them', () => {
		for (const theme of FIGURE_THEMES) {
			const background = themeColors(theme).background ?? '#ffffff';
			for (const colour of seriesPair(theme)) {
				const drawn = over(colour, background, CLAIM_DOT_OPACITY);
				expect(contrast(drawn, background), `${theme} ${colour}`).toBeGreaterThanOrEqual(3);
			}
		}
		// Okabe & Ito blue and vermillion would not on the dark background.
		const dark = themeColors('dark').background!;
		expect(contrast(over(PALETTE[0], dark, CLAIM_DOT_OPACITY), dark)).toBeLessThan(3);
	});
	it('keeps the low-n grey apart from every series colour', () => {
		expect(PALETTE.map((c) => c.toLowerCase())).not.toContain(LOW_N_GREY.toLowerCase());
	});
});

describe('the palette of each theme', () => {
	it('holds the same colours in every theme, each drawn series standing out from its background', () => {
		expect([...DARK_PALETTE].sort()).toEqual([...PALETTE].sort());
		for (const theme of FIGURE_THEMES) {
			const background = themeColors(theme).background ?? '#ffffff';
			// The first series, the one a single-series chart draws, keeps 4.5:1.
			expect(contrast(paletteFor(theme)[0], background), theme).toBeGreaterThanOrEqual(4.5);
		}
		expect(contrast(PALETTE[0], themeColors('dark').background!)).toBeLessThan(4.5);
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

	it('declares each theme’s series colours as the tokens the legend swatches use', () => {
		const css = readFileSync('src/app.css', 'utf8');
		const palette = new Map(
			[...css.matchAll(/--palette-(\d+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]])
		);
		/** The --series-N tokens a block declares (the top one, or the one a media query opens). */
		const declared = (media: string | null) => {
			const from = media === null ? 0 : css.indexOf(media);
			const block = css.slice(from, css.indexOf('\n}', from));
			return [...block.matchAll(/--series-(\d+):\s*var\(--palette-(\d+)\)/g)].map(
				(m) => [Number(m[1]) - 1, palette.get(m[2])!.toLowerCase()] as const
			);
		};
		const light = declared(null).map(([, colour]) => colour);
		const dark = [...light];
		for (const [i, colour] of declared('@media screen and (prefers-color-scheme: dark)'))
			dark[i] = colour;
		const lower = (colours: readonly string[]) => colours.map((c) => c.toLowerCase());
		expect(light).toEqual(lower(paletteFor('light')));
		// Print keeps the light tokens: the dark ones hold only on a screen.
		expect(light).toEqual(lower(paletteFor('print')));
		expect(dark).toEqual(lower(paletteFor('dark')));
		expect(seriesColor(0)).toBe('var(--series-1)');
		expect(seriesColor(PALETTE.length)).toBe('var(--series-1)');
	});
});
