import { describe, expect, it } from 'vitest';
import { axisOrder, sharedOrder } from '../../../../src/lib/charts/matrix-order.ts';

// Pairs as the query returns them: both directions, most papers first.
const pairs = [
	{ x: 'PPO', y: 'GRPO', papers: 9 },
	{ x: 'GRPO', y: 'PPO', papers: 9 },
	{ x: 'DPO', y: 'GRPO', papers: 4 },
	{ x: 'GRPO', y: 'DPO', papers: 4 },
	{ x: 'SAC', y: 'DPO', papers: 1 },
	{ x: 'DPO', y: 'SAC', papers: 1 }
];

describe('sharedOrder', () => {
	it('orders names by their papers over both axes, one order for rows and columns', () => {
		expect(sharedOrder(pairs)).toEqual(['GRPO', 'PPO', 'DPO', 'SAC']);
		// The order rows arrive in does not matter.
		expect(sharedOrder([...pairs].reverse())).toEqual(sharedOrder(pairs));
	});

	it('differs from ordering each axis by first appearance, which the pairs query scrambles', () => {
		const firstSeen = (axis: 'x' | 'y') => [...new Set(pairs.map((p) => p[axis]))];
		expect(firstSeen('x')).not.toEqual(firstSeen('y'));
	});
});

describe('axisOrder', () => {
	it('orders one axis by its total papers, ties alphabetically', () => {
		const cells = [
			{ x: 'MATH', y: 'PPO', papers: 2 },
			{ x: 'GSM8K', y: 'GRPO', papers: 5 },
			{ x: 'AIME', y: 'PPO', papers: 3 },
			{ x: 'MATH', y: 'GRPO', papers: 3 }
		];
		expect(axisOrder(cells, 'x')).toEqual(['GSM8K', 'MATH', 'AIME']);
		expect(axisOrder(cells, 'y')).toEqual(['GRPO', 'PPO']);
	});

	it('ties names whatever their case, as the queries do', () => {
		const cells = ['ATAC', 'beta', 'Actor-Critic', 'Alpha'].map((x) => ({
			x,
			y: 'PPO',
			papers: 1
		}));
		expect(axisOrder(cells, 'x')).toEqual(['Actor-Critic', 'Alpha', 'ATAC', 'beta']);
	});
});
