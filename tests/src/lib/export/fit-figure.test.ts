import { describe, expect, it } from 'vitest';
import { fitFigure, MAX_UNITS_PER_PIXEL, type Area } from '../../../../src/lib/export/fit-figure';
import { PRESETS, presetById, type SizePreset } from '../../../../src/lib/export/presets';

const text = {
	title: 'Top algorithms',
	subtitle: '',
	caption: '197 papers naming at least one algorithm, of 498 · all papers · RL Trends'
};

/** A chart like the bar chart: it takes the height it is given, but never less than `min`. */
const atLeast = (min: number) => (area: Area) => Math.max(area.height, min);

/** The figure's boxes never overlap and stay on the canvas it shows. */
function expectComplete(preset: SizePreset, chartHeight: (a: Area) => number) {
	const fitted = fitFigure(preset, text, chartHeight);
	const { layout, viewBox, chartArea } = fitted;
	const chartBottom = layout.chart.y + chartHeight(chartArea);
	const captionTop = layout.caption.y - layout.caption.fontSize;
	expect(chartBottom, preset.id).toBeLessThanOrEqual(captionTop);
	expect(layout.chart.y + layout.chart.height).toBeLessThanOrEqual(captionTop);
	const captionBottom =
		layout.caption.y + (layout.caption.lines.length - 1) * layout.caption.lineHeight;
	expect(captionBottom).toBeLessThanOrEqual(viewBox.y + viewBox.height);
	expect(viewBox.y).toBeLessThanOrEqual(0);
	return fitted;
}

describe('fitFigure', () => {
	it('leaves a chart that fits where the preset puts it', () => {
		for (const preset of PRESETS) {
			const fitted = expectComplete(preset, (a) => a.height);
			expect(fitted.viewBox).toEqual({ x: 0, y: 0, width: preset.width, height: preset.height });
			expect(fitted.pixelHeight).toBe(preset.pixelHeight);
		}
	});

	it('makes room on every preset for a chart taller than it was given (15 bars)', () => {
		for (const preset of PRESETS) expectComplete(preset, atLeast(40 + 15 * 22));
	});

	it('grows a paper column down, keeping its width, type and print width', () => {
		const paper = presetById('paper-column');
		const fitted = expectComplete(paper, atLeast(370));
		expect(fitted.layout.width).toBe(paper.width);
		expect(fitted.layout.height).toBeGreaterThan(paper.height);
		expect(fitted.chartArea.height).toBe(370);
		expect(fitted.layout.caption.fontSize).toBe(
			fitFigure(paper, text, (a) => a.height).layout.caption.fontSize
		);
		expect(fitted.pixelWidth).toBe(1050);
		expect(fitted.pixelHeight).toBe(Math.round((1050 * fitted.layout.height) / paper.width));
		expect(fitted.physical?.width).toBe('3.5in');
		const inches = parseFloat(fitted.physical!.height);
		expect(inches).toBeCloseTo((3.5 * fitted.layout.height) / paper.width, 2);
	});

	it('zooms a slide out, keeping its shape and pixel size', () => {
		const slide = presetById('slide-16-9');
		const fitted = expectComplete(slide, atLeast(900));
		expect(fitted.viewBox.width / fitted.viewBox.height).toBeCloseTo(16 / 9, 3);
		expect(fitted.viewBox.width).toBeGreaterThan(slide.width);
		expect([fitted.pixelWidth, fitted.pixelHeight]).toEqual([1920, 1080]);
		// Zoomed no further than needed: within one zoom step of a tight fit.
		const spare = fitted.layout.chart.height - 900;
		expect(spare).toBeGreaterThanOrEqual(0);
		expect(spare).toBeLessThan(0.06 * fitted.layout.height);
	});

	it('zooms a tall chart (48 two-line rows of gains) out until it fills the slide', () => {
		for (const id of ['slide-16-9', 'slide-4-3', 'square']) {
			const fitted = expectComplete(presetById(id), atLeast(1300));
			// No band beside it: the layout is the slide's shape, as wide as what it shows.
			expect(fitted.viewBox.width, id).toBe(fitted.layout.width);
		}
	});

	it('follows a chart whose height depends on its width', () => {
		// A legend that wraps onto more rows the narrower the chart is.
		const wrapping = (a: Area) => Math.max(a.height, 300 + Math.ceil(4000 / a.width) * 18);
		for (const preset of PRESETS) expectComplete(preset, wrapping);
	});

	it('never loops on a chart that always wants more, and still keeps the caption clear', () => {
		const greedy = (a: Area) => a.height + 50;
		for (const preset of PRESETS) {
			const { layout, chartArea, viewBox } = fitFigure(preset, text, greedy);
			const chartBottom = layout.chart.y + greedy(chartArea);
			expect(chartBottom).toBeLessThanOrEqual(layout.caption.y - layout.caption.fontSize);
			// On a fixed canvas the figure is centred, not stretched.
			if (preset.fit === 'zoom')
				expect(viewBox.width / viewBox.height).toBeCloseTo(preset.width / preset.height, 3);
		}
	});

	it('stops zooming a chart whose height grows with its width, and grows the figure instead', () => {
		// Panels of a fixed shape: the wider the chart, the taller it draws.
		const proportional = (a: Area) => Math.max(a.height, a.width * 1.2);
		for (const preset of PRESETS) {
			const { layout, chartArea } = expectComplete(preset, proportional);
			const widest = Math.max(preset.width, MAX_UNITS_PER_PIXEL * preset.pixelWidth);
			expect(layout.width, preset.id).toBeLessThanOrEqual(widest + 1e-6);
			expect(chartArea.width).toBeLessThanOrEqual(widest);
		}
	});
});
