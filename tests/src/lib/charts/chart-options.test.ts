// What each chart asks of Plot, read from the options it passes to Plot.plot (no DOM needed):
// whole-number ticks on count axes, gains read from no change, one order on a symmetric matrix.
import type { PlotOptions, ScaleOptions } from '@observablehq/plot';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const plotted = vi.hoisted(() => [] as PlotOptions[]);
vi.mock('@observablehq/plot', async (importOriginal) => {
	const actual = await importOriginal<typeof import('@observablehq/plot')>();
	return {
		...actual,
		plot: (options: PlotOptions) => {
			plotted.push(options);
			return {} as SVGSVGElement;
		}
	};
});

const { barFigure } = await import('../../../../src/lib/charts/bar.ts');
const { sizeHistogramFigure } = await import('../../../../src/lib/charts/size-histogram.ts');
const { gainFigure } = await import('../../../../src/lib/charts/gain-distribution.ts');
const { heatmapFigure } = await import('../../../../src/lib/charts/heatmap.ts');
const { trendFigure } = await import('../../../../src/lib/charts/trend-lines.ts');
const { adoptionFigure } = await import('../../../../src/lib/charts/adoption-lines.ts');
const { paletteFor } = await import('../../../../src/lib/theme/palette.ts');
const { themeColors } = await import('../../../../src/lib/theme/figure-theme.ts');
const { contrast } = await import('../theme/contrast.ts');

const size = { width: 340, height: 260, theme: 'light' as const, onScreen: true };
const base = { id: 't', title: 't', sql: 'SELECT 1', n: 2 };

beforeEach(() => {
	plotted.length = 0;
});

/** The ticks Plot draws on a count scale over [0, hi]: given ticks (array or interval), or a
 * failure when the chart leaves them to Plot, which splits [0, 2] into halves. */
function ticksOver(scale: ScaleOptions | undefined, hi: number): number[] {
	const ticks = scale?.ticks as unknown;
	if (Array.isArray(ticks)) return ticks;
	if (ticks && typeof (ticks as { range?: unknown }).range === 'function') {
		const t = ticks as {
			range: (a: number, b: number) => number[];
			floor: (x: number) => number;
			offset: (x: number) => number;
		};
		return t.range(0, t.offset(t.floor(hi)));
	}
	throw new Error(`count axis leaves its ticks to Plot (ticks: ${String(ticks)})`);
}

const whole = (ticks: number[]) => ticks.length > 0 && ticks.every(Number.isInteger);

describe('count axes tick at whole numbers', () => {
	it('bars of papers', () => {
		barFigure({
			...base,
			rows: [
				{ name: 'PPO', papers: 2 },
				{ name: 'GRPO', papers: 1 }
			]
		}).render(size);
		expect(whole(ticksOver(plotted[0].x, 2))).toBe(true);
	});

	it('the model-size histogram', () => {
		sizeHistogramFigure({
			...base,
			rows: [{ size_b: 7, bin: 3, papers: 2, bin_papers: 2 }]
		}).render(size);
		expect(whole(ticksOver(plotted[0].y, 2))).toBe(true);
	});

	it('the gain histogram of claims', () => {
		gainFigure({
			...base,
			rows: [{ unit: '%', value: 5, direction: 'up', claims: 1 }],
			unit: '%',
			byName: false
		}).render(size);
		expect(whole(ticksOver(plotted[0].y, 1))).toBe(true);
	});

	it('trend panels counting papers', () => {
		// The figure wraps its plots in a <div>: a stand-in document is enough here.
		const document = {
			createElement: () => ({ className: '', append: () => undefined })
		} as unknown as Document;
		trendFigure({
			...base,
			rows: [
				{ period: '2024-01-01', name: 'PPO', papers: 1, dated: 2, share: 0.5 },
				{ period: '2024-02-01', name: 'PPO', papers: 2, dated: 3, share: 0.67 }
			],
			measure: 'papers',
			period: 'month',
			minN: 1,
			lastDay: null,
			estimated: false
		}).render({ ...size, height: 200, document });
		expect(whole(ticksOver(plotted[0].y, 2.1))).toBe(true);
	});

	it('the matrix legend', () => {
		heatmapFigure({
			...base,
			rows: [
				{ x: 'MATH', y: 'PPO', papers: 1 },
				{ x: 'AIME', y: 'PPO', papers: 3 }
			],
			xLabel: 'benchmark',
			yLabel: 'algorithm'
		}).render(size);
		expect(whole(ticksOver(plotted[0].color, 3))).toBe(true);
	});
});

describe('gain axes start from no change, labelled', () => {
	const claim = (value: number, unit: string, name = 'PPO') => ({
		name,
		unit,
		value,
		direction: 'up',
		claims: 1,
		median: value
	});

	it('percent and points: a linear axis from 0', () => {
		for (const unit of ['%', 'pt']) {
			plotted.length = 0;
			gainFigure({ ...base, rows: [claim(12, unit)], unit, byName: true }).render(size);
			// Nice: the axis reaches a tick past the largest claim.
			expect(plotted[0].x).toMatchObject({ type: 'linear', zero: true, nice: true });
		}
	});

	it('multiples per name (log10 of the values): from 1× to a labelled tick past the largest', () => {
		plotted.length = 0;
		gainFigure({
			...base,
			rows: [claim(1.5, 'x'), claim(17.7, 'x')],
			unit: 'x',
			byName: true
		}).render(size);
		const x = plotted[0].x!;
		const [from, to] = x.domain as number[];
		expect(from).toBe(0);
		expect(10 ** to).toBeCloseTo(20);
		const ticks = x.ticks as number[];
		expect(ticks.map((t) => (x.tickFormat as (d: number) => string)(t))).toEqual([
			'1×',
			'2×',
			'5×',
			'10×',
			'20×'
		]);
	});

	it('multiples in the histogram (log10 of the values): 0, that is 1×, on the axis and ticked', () => {
		gainFigure({
			...base,
			rows: [
				{ unit: 'x', value: 1.5, direction: 'up', claims: 2 },
				{ unit: 'x', value: 40, direction: 'up', claims: 1 }
			],
			unit: 'x',
			byName: false
		}).render(size);
		const x = plotted[0].x!;
		expect((x.domain as number[])[0]).toBe(0);
		expect(x.ticks as number[]).toContain(0);
		expect((x.tickFormat as (d: number) => string)(0)).toBe('1×');
	});
});

describe('the matrix of algorithms against algorithms', () => {
	const pairs = [
		{ x: 'PPO', y: 'GRPO', papers: 9 },
		{ x: 'GRPO', y: 'PPO', papers: 9 },
		{ x: 'DPO', y: 'GRPO', papers: 4 },
		{ x: 'GRPO', y: 'DPO', papers: 4 }
	];

	it('lists rows and columns in one order', () => {
		heatmapFigure({
			...base,
			rows: pairs,
			xLabel: 'algorithm',
			yLabel: 'algorithm',
			symmetric: true
		}).render(size);
		expect(plotted[0].x?.domain).toEqual(plotted[0].y?.domain);
		expect(plotted[0].y?.domain).toEqual(['GRPO', 'PPO', 'DPO']);
	});

	it('gives its data file columns named by the axes, the row first', () => {
		const byBenchmark = heatmapFigure({
			...base,
			rows: [{ x: 'MATH', y: 'GRPO', papers: 3 }],
			xLabel: 'benchmark',
			yLabel: 'algorithm'
		});
		expect(byBenchmark.rows).toEqual([{ algorithm: 'GRPO', benchmark: 'MATH', papers: 3 }]);
		expect(Object.keys(byBenchmark.rows[0])).toEqual(['algorithm', 'benchmark', 'papers']);
		const together = heatmapFigure({
			...base,
			rows: pairs.slice(0, 1),
			xLabel: 'algorithm',
			yLabel: 'algorithm',
			symmetric: true
		});
		expect(together.rows).toEqual([
			{ 'algorithm (row)': pairs[0].y, 'algorithm (column)': pairs[0].x, papers: pairs[0].papers }
		]);
	});
});

describe('names beside an axis on a phone', () => {
	it('take less than half the width, cut with an ellipsis', () => {
		const name = 'A very long benchmark name that would eat the plot';
		barFigure({ ...base, rows: [{ name, papers: 2 }] }).render(size);
		expect(plotted[0].marginLeft).toBeLessThanOrEqual(size.width * 0.45);
		const label = (plotted[0].y!.tickFormat as (d: string) => string)(name);
		expect(label.endsWith('…')).toBe(true);
		expect(label.length).toBeLessThan(name.length);
	});
});

describe('an extreme claim does not squash the gains histogram', () => {
	const gains = (values: number[]) =>
		values.map((value) => ({ unit: '%', value, direction: 'up', claims: 1 }));
	const usual = Array.from({ length: 19 }, (_, i) => 5 + i * 5);

	it('ends the axis where most claims stay and says what the last bar holds', () => {
		const figure = gainFigure({
			...base,
			rows: gains([...usual, 9296]),
			unit: '%',
			byName: false
		});
		figure.render(size);
		// 20 bins of 5 up to 100, and one more for everything past it.
		expect((plotted[0].x as ScaleOptions).domain).toEqual([0, 105]);
		expect(figure.subtitle).toBe('last bar: all claims ≥ 100% (up to 9,296%)');
	});

	it('leaves an axis with no far claim uncut: from 0 to past its largest claim', () => {
		const figure = gainFigure({ ...base, rows: gains(usual), unit: '%', byName: false });
		figure.render(size);
		// Claims up to 95%: bins of 5, the last one [95, 100).
		expect((plotted[0].x as ScaleOptions).domain).toEqual([0, 100]);
		expect(figure.subtitle).toBeUndefined();
	});

	it('draws a lone claim inside the axis, not on its end', () => {
		const figure = gainFigure({ ...base, rows: gains([8]), unit: '%', byName: false });
		figure.render(size);
		const [, end] = (plotted[0].x as ScaleOptions).domain as number[];
		expect(end).toBeGreaterThan(8);
	});
});

describe('matrix cell numbers', () => {
	it('read in black on the light end of the ramp, in white on the dark end', () => {
		const rows = [
			{ x: 'MATH', y: 'PPO', papers: 1 },
			{ x: 'AIME', y: 'PPO', papers: 2 },
			{ x: 'MATH', y: 'GRPO', papers: 9 }
		];
		heatmapFigure({ ...base, rows, xLabel: 'benchmark', yLabel: 'algorithm' }).render(size);
		const text = (plotted[0].marks ?? []).find(
			(m) => (m as { ariaLabel?: string }).ariaLabel === 'text'
		) as unknown as { channels: { fill: { value: (d: (typeof rows)[number]) => string } } };
		expect(rows.map(text.channels.fill.value)).toEqual(['white', 'white', 'black']);
	});
});

describe('the adoption chart ticks its own periods', () => {
	const point = (period: string, cumulative: number) => ({
		name: 'GSPO',
		period,
		papers: 1,
		cumulative,
		charted_papers: 1
	});
	it('ticks months over a short span (Plot ticked weeks under a "month →" axis)', () => {
		adoptionFigure({
			...base,
			rows: [point('2025-05-01', 1), point('2025-06-01', 3)],
			period: 'month'
		}).render(size);
		expect((plotted[0].x as ScaleOptions).ticks).toBe('month');
	});
	it('leaves Plot to thin the ticks when the periods would not fit', () => {
		const rows = Array.from({ length: 60 }, (_, i) =>
			point(`${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`, i + 1)
		);
		adoptionFigure({ ...base, rows, period: 'month' }).render(size);
		expect((plotted[0].x as ScaleOptions).ticks).toBeUndefined();
	});
});

describe('series are drawn in the palette of the figure’s theme', () => {
	const range = (options: PlotOptions) => (options.color as ScaleOptions).range as string[];
	const stand = { createElement: () => ({ className: '', append: () => undefined }) };
	it.each(['light', 'dark', 'print'] as const)('trend and adoption lines, %s', (theme) => {
		trendFigure({
			...base,
			rows: [{ period: '2024-01-01', name: 'PPO', papers: 1, dated: 2, share: 0.5 }],
			measure: 'papers',
			period: 'month',
			minN: 1,
			lastDay: null,
			estimated: false
		}).render({ ...size, theme, document: stand as unknown as Document });
		adoptionFigure({
			...base,
			rows: [{ name: 'GSPO', period: '2025-05-01', papers: 1, cumulative: 1, charted_papers: 1 }],
			period: 'month'
		}).render({ ...size, theme });
		// (The trend figure's period strip has no series.)
		const series = plotted.filter((options) => options.color);
		expect(series).toHaveLength(2);
		for (const options of series) expect(range(options)).toEqual([...paletteFor(theme)]);
	});
});

describe('rows sit closer in an exported figure than on the page', () => {
	const names = Array.from({ length: 15 }, (_, i) => `M${i}`);
	const short = { ...size, height: 100 };
	const heights = (draw: (onScreen: boolean) => void) =>
		[true, false].map((onScreen) => {
			plotted.length = 0;
			draw(onScreen);
			return plotted[0].height;
		});

	it('bars of papers: 22 px rows on the page, 16 in a figure', () => {
		const figure = barFigure({ ...base, rows: names.map((name) => ({ name, papers: 1 })) });
		expect(heights((onScreen) => figure.render({ ...short, onScreen }))).toEqual([
			40 + 15 * 22,
			40 + 15 * 16
		]);
	});

	it('gains per name: 26 px on the page; in a figure, two-line rows (name and metric) keep more room', () => {
		const claim = (name: string, metric: string | null) => ({
			name,
			metric,
			unit: '%',
			value: 5,
			direction: 'up',
			claims: 1,
			median: 5
		});
		const draw = (metric: string | null) => (onScreen: boolean) =>
			gainFigure({
				...base,
				rows: names.map((name) => claim(name, metric)),
				unit: '%',
				byName: true
			}).render({ ...short, onScreen });
		expect(heights(draw('accuracy'))).toEqual([50 + 15 * 26, 50 + 15 * 24]);
		// (Its largest dots are 16 px across.)
		expect(heights(draw(null))).toEqual([50 + 15 * 26, 50 + 15 * 20]);
	});
});

describe("a matrix's cells stand out from the figure's background, the fewest papers too", () => {
	it.each(['light', 'dark', 'print'] as const)('%s', async (theme) => {
		const { scale } =
			await vi.importActual<typeof import('@observablehq/plot')>('@observablehq/plot');
		heatmapFigure({
			...base,
			rows: [
				{ x: 'MATH', y: 'PPO', papers: 1 },
				{ x: 'AIME', y: 'PPO', papers: 9 }
			],
			xLabel: 'benchmark',
			yLabel: 'algorithm'
		}).render({ ...size, theme });
		const color = scale({ color: { ...(plotted[0].color as ScaleOptions), domain: [1, 9] } });
		const drawn = String(color.apply(1));
		// (Plot gives "#rrggbb" or "rgb(r, g, b)" as its interpolator does.)
		const fewest = drawn.startsWith('#')
			? drawn
			: '#' +
				drawn
					.match(/\d+/g)!
					.map((v) => Number(v).toString(16).padStart(2, '0'))
					.join('');
		// Print has no background of its own: it lands on white paper.
		const background = themeColors(theme).background ?? '#ffffff';
		expect(contrast(fewest, background)).toBeGreaterThanOrEqual(3);
	});
});
