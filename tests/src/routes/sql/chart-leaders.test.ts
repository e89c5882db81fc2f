import { describe, expect, it, vi } from 'vitest';
import { chartLeaders } from '../../../../src/routes/sql/chart-leaders';
import type { ResultColumn } from '../../../../src/lib/sql/result-columns';

const col = (name: string, kind: ResultColumn['kind']): ResultColumn => ({
	name,
	kind,
	type: kind
});

describe('chartLeaders', () => {
	const columns = [col('algorithm', 'text'), col('paper_count', 'number'), col('year', 'number')];
	const bars = { mark: 'bar' as const, x: 'algorithm', y: 'paper_count', color: null };

	it('names the largest bars with their share of all bars drawn, stacked colours added up', () => {
		const rows = [
			{ algorithm: 'PPO', paper_count: 49 },
			{ algorithm: 'GRPO', paper_count: 40 },
			{ algorithm: 'GRPO', paper_count: 30 }, // a second colour's part of GRPO's bar
			{ algorithm: 'DPO', paper_count: 27 },
			{ algorithm: 'SAC', paper_count: 9 },
			{ algorithm: 'DQN', paper_count: 4 },
			{ algorithm: 'MCTS', paper_count: null } // not drawn: no bar
		];
		expect(chartLeaders(bars, columns, rows)).toBe(
			'GRPO leads on paper count: 70 of the 159 summed over all bars (44%); then PPO 49 (31%), DPO 27 (17%), SAC 9 (6%) and 1 more.'
		);
		// Of the largest bars only, when the rest are not drawn.
		expect(chartLeaders(bars, columns, rows.slice(0, 2), true)).toBe(
			'PPO leads on paper count: 49 of the 89 summed over the bars drawn (55%); then GRPO 40 (45%).'
		);
	});

	it('says a tie as a tie, and no shares of values some of which are negative', () => {
		const rows = [
			{ algorithm: 'A', paper_count: 5 },
			{ algorithm: 'B', paper_count: 5 },
			{ algorithm: 'C', paper_count: -2.25 }
		];
		expect(chartLeaders(bars, columns, rows)).toBe(
			'A and B tie on paper count at 5 each; then C -2.3.'
		);
		// Counts: the tie's share of the sum, the sum said as one (a paper may be in several bars).
		expect(
			chartLeaders(bars, columns, [...rows.slice(0, 2), { algorithm: 'C', paper_count: 2 }])
		).toBe(
			'A and B tie on paper count at 5 each of the 12 summed over all bars (42%); then C 2 (17%).'
		);
	});

	it('names the highest points of lines and dots, or the highest of each colour', () => {
		const points = [
			{ year: 2024, algorithm: 'GRPO', share: 0.05 },
			{ year: 2025, algorithm: 'GRPO', share: 0.31 },
			{ year: 2024, algorithm: 'PPO', share: 0.4 },
			{ year: 2025, algorithm: 'PPO', share: 0.12 }
		];
		const cols = [col('year', 'number'), col('algorithm', 'text'), col('share', 'number')];
		expect(chartLeaders({ mark: 'line', x: 'year', y: 'share', color: null }, cols, points)).toBe(
			'Highest share: 0.4 at 2024; then 0.31 at 2025, 0.12 at 2025 and 0.05 at 2024.'
		);
		expect(
			chartLeaders({ mark: 'dot', x: 'year', y: 'share', color: 'algorithm' }, cols, points)
		).toBe('Highest share by algorithm: PPO 0.4 at 2024; then GRPO 0.31 at 2025.');
	});

	it('says a year as its digits, as the axis does', () => {
		const cols = [col('algorithm', 'text'), col('first_year', 'number')];
		const rows = [
			{ algorithm: 'GRPO', first_year: 2024 },
			{ algorithm: 'PPO', first_year: 2017 }
		];
		expect(
			chartLeaders({ mark: 'dot', x: 'algorithm', y: 'first_year', color: null }, cols, rows)
		).toBe('Highest first year: 2024 at GRPO; then 2017 at PPO.');
	});

	it('says a date as its day, and a cut-short label for a long one', () => {
		const cols = [col('month', 'date'), col('papers', 'number')];
		const rows = [
			{ month: new Date('2025-03-01T00:00:00Z'), papers: 8 },
			{ month: new Date('2025-04-01T00:00:00Z'), papers: 3 }
		];
		expect(chartLeaders({ mark: 'line', x: 'month', y: 'papers', color: null }, cols, rows)).toBe(
			'Highest papers: 8 at 2025-03-01; then 3 at 2025-04-01.'
		);
		const long = chartLeaders(bars, columns, [{ algorithm: 'x'.repeat(200), paper_count: 1 }]);
		expect(long.length).toBeLessThan(120);
	});

	it("leaves out a date Plot cannot draw (DuckDB's infinity), not throwing on it", () => {
		const cols = [col('month', 'date'), col('papers', 'number')];
		const rows = [
			{ month: new Date(Number.NaN), papers: 9 }, // 'infinity'::DATE arrives as an Invalid Date
			{ month: new Date('2025-03-01T00:00:00Z'), papers: 8 }
		];
		expect(chartLeaders({ mark: 'line', x: 'month', y: 'papers', color: null }, cols, rows)).toBe(
			'Highest papers: 8 at 2025-03-01.'
		);
		const cells = [col('a', 'text'), col('month', 'date'), col('n', 'number')];
		expect(
			chartLeaders({ mark: 'cell', x: 'a', y: 'month', color: 'n' }, cells, [
				{ a: 'A', month: new Date(Number.NaN), n: 5 },
				{ a: 'B', month: new Date('2025-03-01T00:00:00Z'), n: 1 }
			])
		).toBe('Highest n: 1 at B with 2025-03-01.');
	});

	it('names no point whose number or date x is NULL (Plot draws none); a NULL label is drawn', () => {
		const cols = [col('x', 'number'), col('n', 'number')];
		const rows = [
			{ x: null, n: 2 },
			{ x: 1, n: 1 }
		];
		expect(chartLeaders({ mark: 'dot', x: 'x', y: 'n', color: null }, cols, rows)).toBe(
			'Highest n: 1 at 1.'
		);
		const dates = [col('x', 'date'), col('n', 'number')];
		const dated = [
			{ x: null, n: 2 },
			{ x: new Date('2025-01-01T00:00:00Z'), n: 1 }
		];
		expect(chartLeaders({ mark: 'line', x: 'x', y: 'n', color: null }, dates, dated)).toBe(
			'Highest n: 1 at 2025-01-01.'
		);
		const labels = [col('x', 'text'), col('n', 'number')];
		expect(
			chartLeaders({ mark: 'dot', x: 'x', y: 'n', color: null }, labels, [
				{ x: '(null)', n: 2 },
				{ x: 'a', n: 1 }
			])
		).toBe('Highest n: 2 at (null); then 1 at a.');
	});

	it('adds up bars of one value only: hours of a day, or long labels alike at first, stay apart', () => {
		const cols = [col('at', 'timestamp'), col('n', 'number')];
		const rows = [
			{ at: new Date('2025-01-01T09:00:00Z'), n: 5 },
			{ at: new Date('2025-01-01T10:00:00Z'), n: 6 }
		];
		expect(chartLeaders({ mark: 'bar', x: 'at', y: 'n', color: null }, cols, rows)).toBe(
			'2025-01-01 10:00:00 leads on n: 6 of the 11 summed over all bars (55%); then 2025-01-01 09:00:00 5 (45%).'
		);
		const long = 'x'.repeat(80);
		const text = chartLeaders(bars, columns, [
			{ algorithm: `${long}a`, paper_count: 5 },
			{ algorithm: `${long}b`, paper_count: 6 }
		]);
		expect(text).toMatch(/ leads on paper count: 6 of the 11 summed over all bars \(55%\); then /);
	});

	it('ranks cells by a number colour, or counts the cells of each colour', () => {
		const cols = [col('algorithm', 'text'), col('benchmark', 'text'), col('score', 'number')];
		const cells = [
			{ algorithm: 'GRPO', benchmark: 'GSM8K', score: 0.9 },
			{ algorithm: 'PPO', benchmark: 'GSM8K', score: 0.7 },
			{ algorithm: 'PPO', benchmark: 'MATH', score: null }
		];
		const spec = { mark: 'cell' as const, x: 'algorithm', y: 'benchmark', color: 'score' };
		expect(chartLeaders(spec, cols, cells)).toBe(
			'Highest score: 0.9 at GRPO with GSM8K; then 0.7 at PPO with GSM8K.'
		);
		expect(chartLeaders({ ...spec, color: 'algorithm' }, cols, cells)).toBe(
			'PPO leads on cells: 2 of 3 (67%); then GRPO 1 (33%).'
		);
		expect(chartLeaders({ ...spec, color: null }, cols, cells)).toBe('');
	});

	it('says bars of years as years, and gives shares of a sum of counts only', () => {
		const years = [col('algorithm', 'text'), col('first_year', 'number')];
		const byYear = { mark: 'bar' as const, x: 'algorithm', y: 'first_year', color: null };
		expect(
			chartLeaders(byYear, years, [
				{ algorithm: 'GRPO', first_year: 2024 },
				{ algorithm: 'PPO', first_year: 2017 }
			])
		).toBe('GRPO leads on first year: 2024; then PPO 2017.');
		const gains = [col('algorithm', 'text'), col('avg_gain', 'number')];
		const byGain = { mark: 'bar' as const, x: 'algorithm', y: 'avg_gain', color: null };
		expect(
			chartLeaders(byGain, gains, [
				{ algorithm: 'GRPO', avg_gain: 12.5 },
				{ algorithm: 'PPO', avg_gain: 11.2 }
			])
		).toBe('GRPO leads on avg gain: 12.5; then PPO 11.2.');
	});

	it('says a tie of values written alike, and one bar by itself', () => {
		const cols = [col('k', 'text'), col('v', 'number')];
		const dots = { mark: 'dot' as const, x: 'k', y: 'v', color: null };
		expect(
			chartLeaders(dots, cols, [
				{ k: 'A', v: 5 },
				{ k: 'B', v: 5 },
				{ k: 'C', v: 3 }
			])
		).toBe('Highest v: A and B tie at 5; then 3 at C.');
		const sums = { ...dots, mark: 'bar' as const };
		expect(
			chartLeaders(sums, cols, [
				{ k: 'A', v: 0.1 },
				{ k: 'A', v: 0.2 },
				{ k: 'B', v: 0.3 },
				{ k: 'C', v: 0.25 }
			])
		).toBe('A and B tie on v at 0.3 each; then C 0.25.');
		expect(chartLeaders(sums, cols, [{ k: 'A', v: 7 }])).toBe('A: 7.');
	});

	it('writes out only the values it names, not every one of 50,000 rows', () => {
		const cols = [col('day', 'date'), col('k', 'text'), col('v', 'number')];
		const rows = Array.from({ length: 50_000 }, (_, i) => ({
			day: new Date(Date.UTC(2000, 0, 1 + i)),
			k: `name ${i}`,
			v: (i * 7919) % 50_000
		}));
		const numbers = vi.spyOn(Number.prototype, 'toLocaleString');
		const dates = vi.spyOn(Date.prototype, 'toISOString');
		try {
			for (const spec of [
				{ mark: 'bar' as const, x: 'k', y: 'v', color: null },
				{ mark: 'line' as const, x: 'day', y: 'v', color: null },
				{ mark: 'dot' as const, x: 'day', y: 'v', color: 'k' }
			])
				expect(chartLeaders(spec, cols, rows)).toMatch(/49,999/);
			expect(numbers.mock.calls.length).toBeLessThan(100);
			expect(dates.mock.calls.length).toBeLessThan(100);
		} finally {
			numbers.mockRestore();
			dates.mockRestore();
		}
	});

	it('says nothing to rank where nothing drawn is a number', () => {
		expect(chartLeaders(bars, columns, [])).toBe('');
		expect(chartLeaders(bars, columns, [{ algorithm: 'A', paper_count: null }])).toBe('');
		const text = [col('a', 'text'), col('b', 'text')];
		expect(
			chartLeaders({ mark: 'dot', x: 'a', y: 'b', color: null }, text, [{ a: 'x', b: 'y' }])
		).toBe('');
	});
});
