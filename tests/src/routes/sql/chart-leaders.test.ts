import { describe, expect, it } from 'vitest';
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
			'GRPO leads on paper count: 70 of 159 (44%); then PPO 49 (31%), DPO 27 (17%), SAC 9 (6%) and 1 more.'
		);
		// Of the largest bars only, when the rest are not drawn.
		expect(chartLeaders(bars, columns, rows.slice(0, 2), true)).toBe(
			'PPO leads on paper count: 49 of 89 drawn (55%); then GRPO 40 (45%).'
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
		).toBe('Highest n: 1 at B × 2025-03-01.');
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

	it('ranks cells by a number colour, or counts the cells of each colour', () => {
		const cols = [col('algorithm', 'text'), col('benchmark', 'text'), col('score', 'number')];
		const cells = [
			{ algorithm: 'GRPO', benchmark: 'GSM8K', score: 0.9 },
			{ algorithm: 'PPO', benchmark: 'GSM8K', score: 0.7 },
			{ algorithm: 'PPO', benchmark: 'MATH', score: null }
		];
		const spec = { mark: 'cell' as const, x: 'algorithm', y: 'benchmark', color: 'score' };
		expect(chartLeaders(spec, cols, cells)).toBe(
			'Highest score: 0.9 at GRPO × GSM8K; then 0.7 at PPO × GSM8K.'
		);
		expect(chartLeaders({ ...spec, color: 'algorithm' }, cols, cells)).toBe(
			'PPO leads on cells: 2 of 3 (67%); then GRPO 1 (33%).'
		);
		expect(chartLeaders({ ...spec, color: null }, cols, cells)).toBe('');
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
