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
 * The palette's blue, as marks of one series draw it: on the dark theme's background blue has
 * 3.4:1 contrast, too little for dots of 2 px, so dark figures take sky blue (7.7:1).
 */
export const seriesBlue = (theme: FigureTheme) => (theme === 'dark' ? OKABE_ITO[5] : OKABE_ITO[0]);

/** Grey of periods and points under the minimum n: readable on light, dark and paper. */
export const LOW_N_GREY = '#8a8f96';

/** A sequential scheme that stays monotone in lightness for colour-blind readers. */
export const SEQUENTIAL_SCHEME = 'viridis';
