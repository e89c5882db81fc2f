import { describe, expect, it } from 'vitest';
import { MAX_BARS } from '../../../../src/routes/sql/chart-bars';
import { chartFigure, lyingBars, suggestSpec } from '../../../../src/routes/sql/chart-figure';
import type { ResultColumn } from '../../../../src/lib/sql/result-columns';

const col = (name: string, kind: ResultColumn['kind']): ResultColumn => ({
	name,
	kind,
	type: kind
});

describe('suggestSpec', () => {
	it('draws a line over time, coloured by a label', () => {
		expect(
			suggestSpec([col('month', 'date'), col('algorithm', 'text'), col('share', 'number')])
		).toEqual({
			mark: 'line',
			x: 'month',
			y: 'share',
			color: 'algorithm'
		});
	});
	it('draws bars of a number per label', () => {
		expect(suggestSpec([col('algorithm', 'text'), col('papers', 'number')])).toEqual({
			mark: 'bar',
			x: 'algorithm',
			y: 'papers',
			color: null
		});
	});
	it('needs two columns', () => {
		expect(suggestSpec([col('n', 'number')])).toBeNull();
	});
});

describe('lyingBars', () => {
	const columns = [col('b', 'text'), col('n', 'number')];
	const spec = { mark: 'bar' as const, x: 'b', y: 'n', color: null };
	const many = Array.from({ length: 89 }, (_, i) => ({ b: `benchmark ${i}`, n: 100 - i }));

	it('lays many categories down and keeps the 30 largest, counting the rest', () => {
		const bars = lyingBars(spec, columns, many)!;
		expect(bars.categories).toEqual(many.slice(0, MAX_BARS).map((r) => r.b));
		expect(bars.omitted).toBe(89 - MAX_BARS);
	});
	it('says on the figure how many are not shown, and titles it as given', () => {
		const figure = chartFigure(spec, columns, many, 'SELECT …', 'n by b');
		expect(figure.title).toBe('n by b');
		expect(figure.subtitle).toBe(`the ${MAX_BARS} largest by n; ${89 - MAX_BARS} more not shown`);
		expect(figure.n).toBe(MAX_BARS);
	});
	it('leaves a few short labels as upright bars, and other marks alone', () => {
		const few = [
			{ b: 'PPO', n: 3 },
			{ b: 'DPO', n: 2 }
		];
		expect(lyingBars(spec, columns, few)).toBeNull();
		expect(lyingBars({ ...spec, mark: 'dot' }, columns, many)).toBeNull();
		expect(chartFigure(spec, columns, few, 'SELECT …', 'n by b').subtitle).toBe('');
	});
});

describe('chartFigure', () => {
	it("builds a figure of dates holding DuckDB's infinity (an Invalid Date) without throwing", () => {
		const columns = [col('month', 'date'), col('n', 'number')];
		const rows = [
			{ month: new Date(Number.NaN), n: 1 },
			{ month: new Date('2025-01-01T00:00:00Z'), n: 2 }
		];
		for (const mark of ['bar', 'line', 'dot'] as const) {
			const { summary } = chartFigure(
				{ mark, x: 'month', y: 'n', color: null },
				columns,
				rows,
				'SELECT …',
				't'
			);
			expect(summary).toMatch(/2025-01-01/);
			expect(summary).not.toMatch(/infinity|Invalid/);
		}
	});
});

// The axis text Plot writes, read from the rendered SVG markup (a jsdom document to draw in).
describe('renderChart years', () => {
	it('writes years on the x axis as their digits, not "2,020"', async () => {
		const { JSDOM } = await import('jsdom');
		const { window } = new JSDOM('');
		const { renderChart } = await import('../../../../src/routes/sql/chart-figure');
		const columns = [col('y', 'number'), col('n', 'number')];
		const rows = [
			{ y: 2020, n: 3 },
			{ y: 2021, n: 5 }
		];
		for (const mark of ['bar', 'line'] as const) {
			const svg = renderChart({ mark, x: 'y', y: 'n', color: null }, columns, rows, {
				width: 400,
				height: 200,
				theme: 'light',
				document: window.document
			});
			expect(svg.outerHTML, mark).toContain('>2020<');
			expect(svg.outerHTML, mark).not.toContain('2,020');
		}
	});
});

describe('a NULL category', () => {
	const ticks = (svg: Element, axis: 'x' | 'y') =>
		[...svg.querySelectorAll(`[aria-label="${axis}-axis tick label"] text`)].map(
			(t) => t.textContent
		);

	it('is drawn and named "(null)" on upright bars, lying bars and in a legend', async () => {
		const { JSDOM } = await import('jsdom');
		const { document } = new JSDOM('').window;
		const options = { width: 600, height: 300, theme: 'light' as const, document };
		const columns = [col('c', 'text'), col('n', 'number')];
		const upright = chartFigure(
			{ mark: 'bar', x: 'c', y: 'n', color: null },
			columns,
			[
				{ c: 'a', n: 1 },
				{ c: null, n: 2 }
			],
			'SELECT …',
			''
		);
		expect(ticks(upright.render(options) as Element, 'x')).toEqual(['a', '(null)']);
		const long = 'a category name long enough to lie down';
		const lying = chartFigure(
			{ mark: 'bar', x: 'c', y: 'n', color: null },
			columns,
			[
				{ c: long, n: 1 },
				{ c: null, n: 2 }
			],
			'SELECT …',
			''
		);
		expect(ticks(lying.render(options) as Element, 'y')).toContain('(null)');
		const coloured = chartFigure(
			{ mark: 'dot', x: 'n', y: 'm', color: 'c' },
			[...columns, col('m', 'number')],
			[
				{ c: 'a', n: 1, m: 1 },
				{ c: null, n: 2, m: 2 }
			],
			'SELECT …',
			''
		);
		const legend = (coloured.render(options) as Element).textContent ?? '';
		expect(legend).toContain('(null)');
		expect(legend).not.toMatch(/\bnull\b(?!\))/);
		// The figure's own data keeps the NULL.
		expect(upright.rows[1].c).toBeNull();
	});
});

describe('the summary of a chart of a result', () => {
	it('says what is drawn against what, how many rows, which values lead, the cut of many bars too', () => {
		const columns = [col('algorithm', 'text'), col('paper_count', 'number')];
		const spec = { mark: 'bar' as const, x: 'algorithm', y: 'paper_count', color: null };
		const rows = [
			{ algorithm: 'GRPO', paper_count: 70 },
			{ algorithm: 'PPO', paper_count: 49 }
		];
		expect(chartFigure(spec, columns, rows, 'SELECT 1', 't').summary).toBe(
			'2 result rows: paper count by algorithm, drawn as bars. ' +
				'GRPO leads on paper count: 70 of the 119 summed over all bars (59%); then PPO 49 (41%).'
		);
		const many = Array.from({ length: MAX_BARS + 5 }, (_, i) => ({
			algorithm: `a${i}`,
			paper_count: i
		}));
		expect(chartFigure(spec, columns, many, 'SELECT 1', 't').summary).toContain(
			`${MAX_BARS} result rows: paper count by algorithm, drawn as bars, the ${MAX_BARS} largest. ` +
				`a${MAX_BARS + 4} leads on paper count: ${MAX_BARS + 4} of the ${((5 + MAX_BARS + 4) * MAX_BARS) / 2} summed over the bars drawn (6%); then `
		);
	});
});

describe('a line chart', () => {
	it('draws a series of one row as a dot (a line of one point draws nothing)', async () => {
		const { JSDOM } = await import('jsdom');
		const { document } = new JSDOM('').window;
		const { renderChart } = await import('../../../../src/routes/sql/chart-figure');
		const columns = [col('month', 'date'), col('name', 'text'), col('n', 'number')];
		const rows = [
			{ month: new Date('2025-01-01'), name: 'A', n: 1 },
			{ month: new Date('2025-02-01'), name: 'A', n: 2 },
			{ month: new Date('2025-02-01'), name: 'B', n: 3 }
		];
		const svg = renderChart({ mark: 'line', x: 'month', y: 'n', color: 'name' }, columns, rows, {
			width: 400,
			height: 200,
			theme: 'light',
			document
		});
		expect(svg.querySelectorAll('[aria-label="line"] path')).toHaveLength(2);
		expect(svg.querySelectorAll('[aria-label="dot"] circle')).toHaveLength(1);
	});
});
