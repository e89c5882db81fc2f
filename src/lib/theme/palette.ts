// Okabe & Ito (2008), the usual colour-blind-safe categorical palette: distinguishable under
// protanopia, deuteranopia and tritanopia. Black is dropped (it reads as text) and yellow is
// last, because it has too little contrast on white to carry a lone series.
import type { FigureTheme } from './figure-theme.ts';

const OKABE_ITO = [
	'#0072B2', // blue
	'#E69F00', // orange
	'#009E73', // bluish green
	'#D55E00', // vermillion
	'#CC79A7', // reddish purple
	'#56B4E9', // sky blue
	'#F0E442' // yellow
] as const;

/** The default categorical palette of every figure in the app. */
export const PALETTE: readonly string[] = OKABE_ITO;

/**
 * The palette on the dark theme's background, where Okabe & Ito blue has 3.4:1 contrast (too
 * little for a line or a dot): sky blue (7.7:1) leads and blue goes sixth.
 */
export const DARK_PALETTE: readonly string[] = [
	OKABE_ITO[5],
	OKABE_ITO[1],
	OKABE_ITO[2],
	OKABE_ITO[3],
	OKABE_ITO[4],
	OKABE_ITO[0],
	OKABE_ITO[6]
];

/** A legend swatch's colour for series `i` of a chart drawn in the page's theme: app.css
 * declares paletteFor(theme) as --series-N tokens for each theme. */
export const seriesColor = (i: number) => `var(--series-${(i % PALETTE.length) + 1})`;

/** The categorical palette a figure of this theme draws its series in. */
export const paletteFor = (theme: FigureTheme): readonly string[] =>
	theme === 'dark' ? DARK_PALETTE : PALETTE;

/**
 * Two series told apart by colour (increases and reductions), as small marks draw them: blue and
 * vermillion, or on the dark theme's background, where both are dim (2.3:1 and 2.9:1 at 85 %
 * opacity), sky blue and orange, a pair as safe for colour-blind readers.
 */
export const seriesPair = (theme: FigureTheme): [string, string] =>
	theme === 'dark' ? [OKABE_ITO[5], OKABE_ITO[1]] : [OKABE_ITO[0], OKABE_ITO[3]];

/** Grey of periods and points under the minimum n: readable on light, dark and paper. */
export const LOW_N_GREY = '#8a8f96';

/** A sequential scheme that stays monotone in lightness for colour-blind readers. */
export const SEQUENTIAL_SCHEME = 'viridis';
