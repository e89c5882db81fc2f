import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { compareNames, nameOrderSql } from '../../../../src/lib/queries/name-order.ts';

const NAMES = ['beta', 'ATAC', 'Actor-Critic', 'Alpha', 'alpha', 'PPO', 'ppo', 'GRPO'];

describe('name order', () => {
	it('ties names whatever the case, then as written', () => {
		expect([...NAMES].sort(compareNames)).toEqual([
			'Actor-Critic',
			'Alpha',
			'alpha',
			'ATAC',
			'beta',
			'GRPO',
			'PPO',
			'ppo'
		]);
	});

	it('is the same order in SQL as in the charts that sort in JS', async () => {
		const connection = await (await DuckDBInstance.create(':memory:')).connect();
		const values = NAMES.map((n) => `('${n}')`).join(', ');
		const sorted = (
			await connection.runAndReadAll(
				`SELECT name FROM (VALUES ${values}) t(name) ORDER BY ${nameOrderSql('name')}`
			)
		).getRows();
		expect(sorted.map(([name]) => name)).toEqual([...NAMES].sort(compareNames));
		connection.closeSync();
	});
});
