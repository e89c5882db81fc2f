// Export sizes. A figure is laid out in CSS pixels (`width` × `height`, what Plot sees, so text
// keeps a readable size relative to the canvas) and written at `pixelWidth` × `pixelHeight`
// at 1×: the density is the ratio. PNG at 2× and 4× multiplies the pixel size.

export type PresetId = 'slide-16-9' | 'slide-4-3' | 'square' | 'paper-column';

export interface SizePreset {
	id: PresetId;
	label: string;
	/** Layout size in CSS pixels. */
	width: number;
	height: number;
	/** Output size in pixels at 1×. */
	pixelWidth: number;
	pixelHeight: number;
	/** Physical size written on the SVG, when the preset has one (print). */
	physical?: { width: string; height: string };
}

export const PRESETS: readonly SizePreset[] = [
	{
		id: 'slide-16-9',
		label: 'Slide 16:9 (1920×1080)',
		width: 960,
		height: 540,
		pixelWidth: 1920,
		pixelHeight: 1080
	},
	{
		id: 'slide-4-3',
		label: 'Slide 4:3 (1440×1080)',
		width: 720,
		height: 540,
		pixelWidth: 1440,
		pixelHeight: 1080
	},
	{
		id: 'square',
		label: 'Square (1080×1080)',
		width: 540,
		height: 540,
		pixelWidth: 1080,
		pixelHeight: 1080
	},
	{
		// 3.5 in at 300 dpi = 1050 px; laid out at 96 CSS px per inch, 4:3.
		id: 'paper-column',
		label: 'Paper column (3.5 in, 300 dpi)',
		width: 336,
		height: 252,
		pixelWidth: 1050,
		pixelHeight: 788,
		physical: { width: '3.5in', height: '2.625in' }
	}
];

export const PNG_SCALES = [1, 2, 4] as const;
export type PngScale = (typeof PNG_SCALES)[number];

export function presetById(id: string): SizePreset {
	const preset = PRESETS.find((p) => p.id === id);
	if (!preset) throw new Error(`unknown size preset: ${id}`);
	return preset;
}

/** Pixel size of the PNG for a preset at a scale. */
export function pngSize(preset: SizePreset, scale: number): { width: number; height: number } {
	if (!(scale > 0)) throw new Error(`invalid PNG scale: ${scale}`);
	return {
		width: Math.round(preset.pixelWidth * scale),
		height: Math.round(preset.pixelHeight * scale)
	};
}
