// What a trend chart draws stays inside its panels: a value past the scale is drawn at its top.
import { describe, expect, it } from 'vitest';
import { trendFigure } from '../../../../src/lib/charts/trend-lines.ts';
import { LOW_N_GREY } from '../../../../src/lib/theme/palette.ts';
import { svgDocument } from './svg-golden.ts';

/** Every y of the paths' coordinates ("M10,20L30,40…"). */
const pathYs = (d: string) =>
	[...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => Number(m[2]));

/** A month view of PPO: 400 papers a month at about 1%, and 2 papers at 100% in March. */
function sparseMarch() {
	const periods = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01'];
	const dated = [400, 400, 2, 400, 400];
	const papers = [4, 5, 2, 3, 4];
	const figure = trendFigure({
		sql: 'SELECT 1',
		n: 1602,
		id: 't',
		title: 't',
		rows: periods.map((period, i) => ({
			period,
			name: 'PPO',
			dated: dated[i],
			papers: papers[i],
			share: papers[i] / dated[i]
		})),
		measure: 'share',
		period: 'month',
		minN: 5,
		lastDay: '2025-05-31',
		estimated: false
	});
	return figure.render({ width: 480, height: 240, theme: 'light', document: svgDocument() });
}

describe('trendFigure', () => {
	it("marks a thin period's value above the scale with a triangle, its tooltip giving the value", () => {
		const node = sparseMarch();
		const titles = [...node.querySelectorAll('[aria-label="dot"] path title')].map(
			(t) => t.textContent ?? ''
		);
		// The dots of the other months are circles; March alone is a symbol path, said as 100%.
		expect(titles).toHaveLength(1);
		expect(titles[0]).toContain('2 of 2 dated papers');
		expect(titles[0]).toContain('100%');
	});

	it("draws the coloured band only over periods with enough papers: a thin one's interval is a bar", () => {
		const node = sparseMarch();
		const band = node.querySelector('[aria-label="area"] path')!.getAttribute('d')!;
		// The band breaks at March: two pieces (Jan–Feb and Apr–May), each closed.
		expect(band.match(/Z/g)).toHaveLength(2);
		// March's interval is one grey bar, and only March's.
		const greyBars = node.querySelectorAll(`[aria-label="rule"] g[stroke="${LOW_N_GREY}"] line`);
		expect(greyBars).toHaveLength(1);
	});

	it('draws a thin period far past the scale at its top, not far above the panel', () => {
		// March's band reaches 100% where the scale ends near 1%.
		const node = sparseMarch();
		const ys = [
			...[...node.querySelectorAll('path')].flatMap((p) => pathYs(p.getAttribute('d') ?? '')),
			// (Its interval is a bar: a line from y1 to y2.)
			...[...node.querySelectorAll('[aria-label="rule"] line')].flatMap((l) =>
				['y1', 'y2'].map((a) => Number(l.getAttribute(a)))
			)
		];
		expect(ys.length).toBeGreaterThan(0);
		// The panel's top is at its margin (6 px): nothing is drawn far above it.
		expect(Math.min(...ys)).toBeGreaterThan(-10);
	});
});

describe('the time axis of a wide trend figure', () => {
	it('ticks years for yearly data however wide it is drawn (a slide export ticked months)', () => {
		const years = ['2020', '2021', '2022', '2023', '2024', '2025'];
		const figure = trendFigure({
			sql: 'SELECT 1',
			n: 600,
			id: 't',
			title: 't',
			rows: years.map((year) => ({
				period: `${year}-01-01`,
				name: 'PPO',
				dated: 100,
				papers: 10,
				share: 0.1
			})),
			measure: 'share',
			period: 'year',
			minN: 5,
			lastDay: '2025-06-30',
			estimated: false
		});
		const node = figure.render({
			width: 1800,
			height: 500,
			theme: 'light',
			document: svgDocument()
		});
		const ticks = [...node.querySelectorAll('[aria-label="x-axis tick label"] text')].map(
			(t) => t.textContent ?? ''
		);
		expect(ticks.length).toBeGreaterThan(0);
		expect(ticks.every((label) => /^\d{4}$/.test(label))).toBe(true);
	});
});

/** The y of every mark that draws data (dots, symbols, lines, bands, interval bars) in each
 * panel, by the panel's name. */
function markYsByPanel(node: Element): Map<string, number[]> {
	const svg = [...node.querySelectorAll('svg')].find((s) =>
		s.querySelector('[aria-label="text"]')
	)!;
	const byOffset = new Map<string, number[]>();
	const ysOf = (el: Element): number[] => {
		if (el.tagName === 'circle') return [Number(el.getAttribute('cy'))];
		if (el.tagName === 'line') return ['y1', 'y2'].map((a) => Number(el.getAttribute(a)));
		const at = el.getAttribute('transform')?.match(/translate\(([-\d.]+),([-\d.]+)\)/);
		if (at) return [Number(at[2])];
		return pathYs(el.getAttribute('d') ?? '');
	};
	for (const mark of ['dot', 'line', 'area', 'rule'])
		for (const panel of svg.querySelectorAll(`[aria-label="${mark}"] > g[transform]`)) {
			const offset = panel.getAttribute('transform')!;
			const ys = [...panel.querySelectorAll('circle, line, path')].flatMap(ysOf);
			byOffset.set(offset, [...(byOffset.get(offset) ?? []), ...ys]);
		}
	const out = new Map<string, number[]>();
	for (const label of svg.querySelectorAll('[aria-label="text"] > g[transform]')) {
		const name = label.querySelector('text')?.textContent ?? '';
		out.set(name, byOffset.get(label.getAttribute('transform')!) ?? []);
	}
	return out;
}

describe('the name of each trend panel', () => {
	it('has the top of its panel to itself: no value, band or interval is drawn under it', () => {
		// PPO at 100% in a thin March (a triangle at the scale's top), its band reaching the top too;
		// exported small, as on a slide.
		const node = sparseMarch();
		const translateY = (el: Element) =>
			Number(el.getAttribute('transform')!.match(/,\s*([-\d.]+)\)/)![1]);
		const label = node.querySelector('[aria-label="text"] text')!;
		// The name hangs below its y (the panel's top, moved by the mark's dy): a line of 10 px type.
		const nameTop = translateY(label) + translateY(label.closest('[aria-label="text"]')!);
		const nameBottom = nameTop + 10 + 2;
		const ys = markYsByPanel(node).get('PPO')!;
		expect(ys.length).toBeGreaterThan(10);
		expect(Math.min(...ys)).toBeGreaterThanOrEqual(nameBottom);
	});
});

/** A trend figure of GRPO's months, by share, with estimated dates. */
function grpoMonths(rows: { period: string; dated: number; papers: number; spread: number }[]) {
	const figure = trendFigure({
		sql: 'SELECT 1',
		n: 10,
		id: 't',
		title: 't',
		rows: rows.map((r) => ({
			...r,
			name: 'GRPO',
			share: r.dated ? r.papers / r.dated : null,
			spread_papers: r.spread / 2
		})),
		measure: 'share',
		period: 'month',
		minN: 5,
		lastDay: '2025-06-30',
		estimated: true
	});
	return figure.render({ width: 480, height: 240, theme: 'light', document: svgDocument() });
}

/** The titles of the points drawn as dots (circles or symbols) in the estimates' dashed style. */
const dashedDots = (node: Element) =>
	[...node.querySelectorAll('[aria-label="dot"] g[stroke-dasharray] title')].map(
		(t) => t.textContent ?? ''
	);

/** The titles of the dots of dated values (filled, hollow, grey or a triangle). */
const datedDots = (node: Element) =>
	[...node.querySelectorAll('[aria-label="dot"]')]
		.filter((mark) => !mark.querySelector('[stroke-dasharray]'))
		.flatMap((mark) => [...mark.querySelectorAll('title')].map((t) => t.textContent ?? ''));

describe('a period with no neighbour to join', () => {
	it('draws a lone estimate as a dot in the dashed style: its line of one point drew nothing', () => {
		// A date range of one month: one period, with dated and spread papers.
		const node = grpoMonths([{ period: '2025-03-01', dated: 10, papers: 3, spread: 4 }]);
		const dashed = dashedDots(node);
		expect(dashed).toHaveLength(1);
		expect(dashed[0]).toContain('with estimated dates');
	});

	it('draws only lone estimates as dots: estimates with a neighbour are joined by the line', () => {
		const node = grpoMonths([
			{ period: '2025-01-01', dated: 10, papers: 3, spread: 4 },
			{ period: '2025-02-01', dated: 10, papers: 4, spread: 2 },
			{ period: '2025-03-01', dated: 0, papers: 0, spread: 0 },
			{ period: '2025-04-01', dated: 0, papers: 0, spread: 3 },
			{ period: '2025-05-01', dated: 0, papers: 0, spread: 0 }
		]);
		const dashed = dashedDots(node);
		expect(dashed).toHaveLength(1);
		expect(dashed[0]).toMatch(/^GRPO, 2025-04: no dated papers; with estimated dates/);
	});

	it('draws a dated period between two gaps as a dot (empty periods are gaps by design)', () => {
		const node = grpoMonths([
			{ period: '2025-01-01', dated: 10, papers: 3, spread: 0 },
			{ period: '2025-02-01', dated: 0, papers: 0, spread: 0 },
			{ period: '2025-03-01', dated: 8, papers: 2, spread: 0 },
			{ period: '2025-04-01', dated: 0, papers: 0, spread: 0 },
			{ period: '2025-05-01', dated: 6, papers: 1, spread: 0 }
		]);
		const march = datedDots(node).filter((t) => t.startsWith('GRPO, 2025-03: 2 of 8'));
		expect(march).toHaveLength(1);
	});
});
