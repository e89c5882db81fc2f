import { describe, expect, it } from 'vitest';
import { barsLieDown, MAX_BARS, topCategories } from '../../../../src/routes/sql/chart-bars';

describe('barsLieDown', () => {
	it('keeps a few short labels upright', () => {
		expect(barsLieDown(['2023', '2024', '2025'])).toBe(false);
		expect(barsLieDown(['PPO', 'DPO', 'GRPO', 'SAC'])).toBe(false);
	});
	it('lays bars down for many categories or long labels', () => {
		expect(barsLieDown(Array.from({ length: 89 }, (_, i) => `b${i}`))).toBe(true);
		expect(
			barsLieDown([
				'Behavior Cloning',
				'Policy Gradient',
				'Actor-Critic',
				'Q-learning',
				'TD Learning'
			])
		).toBe(true);
	});
});

describe('topCategories', () => {
	const rows = [
		{ name: 'a', n: 1 },
		{ name: 'b', n: 9 },
		{ name: 'c', n: 5 },
		{ name: 'd', n: 5 },
		{ name: 'e', n: 7 }
	];
	const top = (max: number) =>
		topCategories(
			rows,
			(r) => r.name,
			(r) => r.n,
			max
		);
	it('keeps the largest, in the result order, and counts the rest', () => {
		expect(top(3)).toEqual({
			rows: [rows[1], rows[2], rows[4]],
			categories: ['b', 'c', 'e'],
			omitted: 2
		});
	});
	it('keeps everything when there are few', () => {
		expect(top(MAX_BARS)).toMatchObject({ categories: ['a', 'b', 'c', 'd', 'e'], omitted: 0 });
	});
	it('ranks a category by its total over all its rows', () => {
		const coloured = [
			{ name: 'x', n: 4 },
			{ name: 'y', n: 6 },
			{ name: 'x', n: 4 }
		];
		const kept = topCategories(
			coloured,
			(r) => r.name,
			(r) => r.n,
			1
		);
		expect(kept).toEqual({ rows: [coloured[0], coloured[2]], categories: ['x'], omitted: 1 });
	});
});
