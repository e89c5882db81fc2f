import { figureLayout, type FigureLayout, type FigureText } from './layout';
import type { SizePreset } from './presets';
import { textWidth, type TextMeasure } from './wrap-text';

// Fits a chart into a preset. Charts keep their rows readable: given too little height (15 bars
// on a paper column), they draw taller than asked. The figure then makes room for what the chart
// really takes, the preset's way (`grow` or `zoom`), instead of letting the chart run under the
// caption and off the canvas.

export interface Area {
	width: number;
	height: number;
}

/** The height a chart (with its legends) takes when laid out in `area`: `area.height`, or more
 * when the chart needs more. */
export type ChartHeight = (area: Area) => number;

export interface FittedFigure {
	/** Title, subtitle, caption and the chart's place, in drawing units. */
	layout: FigureLayout;
	/** The size the chart is laid out at (`layout.chart` may be taller: the height it took). */
	chartArea: Area;
	/** What the SVG shows: the layout, widened to the preset's shape when it could not be fitted. */
	viewBox: { x: number; y: number; width: number; height: number };
	/** Output size in pixels at 1×. */
	pixelWidth: number;
	pixelHeight: number;
	/** Printed size, for print presets. */
	physical?: { width: string; height: string };
}

/** Rounds of re-layout before giving up on a chart whose height never settles. */
const MAX_ROUNDS = 8;
/** Sub-pixel differences are rounding, not a chart needing more room. */
const TOLERANCE = 0.5;
/** Each zoom round grows the canvas by at least this much, so the rounds always progress. */
const MIN_ZOOM_STEP = 1.05;
/** A chart whose height grows with its width (panels of a fixed shape) never fits by zooming:
 * each round asked for more. Past this many layout units per output pixel the layout only grows
 * taller, and the fixed canvas shows it whole, smaller (the type shrinks with it). Zooming on, a
 * Trends export once reached 20 million units wide and drew a tick label per 70 of them, freezing
 * the page. (A cap on units per pixel, not on the zoom: it stays where it was when slides were
 * laid out at half their pixels rather than a third.) */
export const MAX_UNITS_PER_PIXEL = 1.5;

export function fitFigure(
	preset: SizePreset,
	text: FigureText,
	chartHeight: ChartHeight,
	measure: TextMeasure = textWidth
): FittedFigure {
	const base = { width: preset.width, height: preset.height };
	const maxZoom = (MAX_UNITS_PER_PIXEL * preset.pixelWidth) / preset.width;
	let layout = figureLayout(base, text, measure);
	for (let round = 0; round < MAX_ROUNDS; round++) {
		const area = areaOf(layout);
		const missing = chartHeight(area) - area.height;
		if (missing <= TOLERANCE) return finish(preset, layout, area);
		const needed = layout.height + missing;
		if (preset.fit === 'grow') {
			layout = figureLayout({ width: layout.width, height: needed }, text, measure);
		} else {
			// The same shape, larger: type shrinks by the same factor everywhere.
			const current = layout.height / base.height;
			if (current >= maxZoom) break;
			const zoom = Math.min(maxZoom, Math.max(current * MIN_ZOOM_STEP, needed / base.height));
			layout = figureLayout(
				{ width: base.width * zoom, height: base.height * zoom },
				text,
				measure
			);
		}
	}
	// Never settled: keep the last chart as drawn and make the figure as tall as it is.
	const area = areaOf(layout);
	const missing = Math.max(0, chartHeight(area) - area.height);
	const tall = figureLayout(
		{ width: layout.width, height: layout.height + missing },
		text,
		measure
	);
	return finish(preset, tall, area);
}

const areaOf = (layout: FigureLayout): Area => ({
	width: layout.chart.width,
	height: layout.chart.height
});

function finish(preset: SizePreset, layout: FigureLayout, chartArea: Area): FittedFigure {
	const { width, height } = layout;
	if (preset.fit === 'grow') {
		const inchesPerUnit = preset.inches ? preset.inches / width : 0;
		return {
			layout,
			chartArea,
			viewBox: { x: 0, y: 0, width, height },
			pixelWidth: preset.pixelWidth,
			pixelHeight: Math.round((preset.pixelWidth * height) / width),
			physical: preset.inches
				? { width: inches(preset.inches), height: inches(height * inchesPerUnit) }
				: undefined
		};
	}
	// A fixed canvas: a layout of another shape is centred on it, never stretched.
	const aspect = preset.width / preset.height;
	const viewWidth = Math.max(width, height * aspect);
	const viewHeight = Math.max(height, width / aspect);
	return {
		layout,
		chartArea,
		viewBox: {
			x: (width - viewWidth) / 2,
			y: (height - viewHeight) / 2,
			width: viewWidth,
			height: viewHeight
		},
		pixelWidth: preset.pixelWidth,
		pixelHeight: preset.pixelHeight
	};
}

const inches = (value: number) => `${+value.toFixed(3)}in`;
