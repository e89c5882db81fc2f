import { describe, expect, it } from 'vitest';
import { cellLabel, formatCell, parseCell } from '../../../../src/routes/methods/cell-choice.ts';

describe('the listed cell in the URL', () => {
	it('reads back what it wrote, whatever the names hold', () => {
		for (const cell of [
			{ column: 'benchmarks', row: 'PPO', x: 'MuJoCo' },
			{ column: 'algorithms', row: 'A|B "x"', x: 'π0,5 [v2]' }
		] as const)
			expect(parseCell(formatCell(cell))).toEqual(cell);
	});

	it('reads no cell from a value it did not write', () => {
		for (const raw of ['', 'PPO', '[]', '["models","PPO","X"]', '["benchmarks","","X"]', '{"a":1}'])
			expect(parseCell(raw), raw).toBeNull();
	});

	it('labels an algorithm with a benchmark, and two algorithms', () => {
		expect(cellLabel({ column: 'benchmarks', row: 'PPO', x: 'MuJoCo' })).toBe('PPO × MuJoCo');
		expect(cellLabel({ column: 'algorithms', row: 'PPO', x: 'SAC' })).toBe('PPO + SAC');
	});
});
