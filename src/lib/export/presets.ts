// Export sizes. A figure is laid out in CSS pixels (`width` × `height`, what Plot sees, so text
// keeps a readable size relative to the canvas) and written at `pixelWidth` × `pixelHeight`
// at 1×: the density is the ratio. PNG at 2× and 4× multiplies the pixel size.
//
// A slide is laid out at a third of its pixels: a chart's 10 px labels land at 30 px on a 1080p
// slide, 15 pt on PowerPoint's 13.33 in; laid out at half, they were 20 px (10 pt), too small
// to read from the back of a room. A square at 1/2.5 (labels at 25 px): at a third, names beside
// its bars were cut after 21 characters ("combinatorial optimi…"); now after 26. Titles and
// captions come out about as large as before (layout.ts sizes them from the layout width,
// within bounds).
//
// A chart can need more height than its preset gives it (15 bars, a heatmap's rows): how the
// figure makes room is the preset's `fit` (see fit-figure.ts).

export type PresetId = 'slide-16-9' | 'slide-4-3' | 'square' | 'paper-column';

/**
 * `zoom`: the canvas is fixed (a slide): the figure is laid out on a larger canvas of the same
 * shape, so everything shrinks a little. `grow`: only the width is fixed (a paper column): the
 * figure gets taller and its type keeps the size it was chosen for.
 */
export type PresetFit = 'zoom' | 'grow';

export interface SizePreset {
	id: PresetId;
	label: string;
	/** Layout size in CSS pixels; with `grow`, the height is a minimum. */
	width: number;
	height: number;
	/** Output size in pixels at 1×. */
	pixelWidth: number;
	pixelHeight: number;
	fit: PresetFit;
	/** Printed width in inches, written on the SVG, when the preset is for print. */
	inches?: number;
}

export const PRESETS: readonly SizePreset[] = [
	{
		id: 'slide-16-9',
		label: 'Slide 16:9 (1920×1080)',
		width: 640,
		height: 360,
		pixelWidth: 1920,
		pixelHeight: 1080,
		fit: 'zoom'
	},
	{
		id: 'slide-4-3',
		label: 'Slide 4:3 (1440×1080)',
		width: 480,
		height: 360,
		pixelWidth: 1440,
		pixelHeight: 1080,
		fit: 'zoom'
	},
	{
		id: 'square',
		label: 'Square (1080×1080)',
		width: 432,
		height: 432,
		pixelWidth: 1080,
		pixelHeight: 1080,
		fit: 'zoom'
	},
	{
		// 3.5 in at 300 dpi = 1050 px; laid out at 96 CSS px per inch, at least 4:3.
		id: 'paper-column',
		label: 'Paper column (3.5 in, 300 dpi)',
		width: 336,
		height: 252,
		pixelWidth: 1050,
		pixelHeight: 788,
		fit: 'grow',
		inches: 3.5
	}
];

export const PNG_SCALES = [1, 2, 4] as const;
export type PngScale = (typeof PNG_SCALES)[number];

export function presetById(id: string): SizePreset {
	const preset = PRESETS.find((p) => p.id === id);
	if (!preset) throw new Error(`unknown size preset: ${id}`);
	return preset;
}

/** Pixel size of the PNG for a figure (a preset, or a fitted figure) at a scale. */
export function pngSize(
	size: { pixelWidth: number; pixelHeight: number },
	scale: number
): { width: number; height: number } {
	if (!(scale > 0)) throw new Error(`invalid PNG scale: ${scale}`);
	return {
		width: Math.round(size.pixelWidth * scale),
		height: Math.round(size.pixelHeight * scale)
	};
}
