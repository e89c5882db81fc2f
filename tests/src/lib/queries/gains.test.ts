// The gains query over a fixture whose answer is known by hand: increases apart from reductions,
// a row per metric, a claim credited to a benchmark only when its own clause names it.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { gainsByGroupSql } from '../../../../src/lib/queries/gains.ts';
import { gainMetrics, gainRowLabel } from '../../../../src/lib/charts/gain-distribution.ts';

let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

const gain = (
	value: number,
	unit: string,
	direction: string,
	metric: string | null,
	benchmark: string | null
) =>
	`{'value': ${value}, 'unit': '${unit}', 'direction': '${direction}', 'metric': ${metric ? `'${metric}'` : 'NULL'}, 'benchmark': ${benchmark ? `'${benchmark}'` : 'NULL'}, 'text': ''}`;

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM (VALUES
		('a', ['PPO'], ['MATH', 'GSM8K'], [${gain(5, '%', 'up', null, 'MATH')}, ${gain(3, '%', 'down', 'latency', null)}, ${gain(2, 'pt', 'up', 'accuracy', 'GSM8K')}]),
		('b', ['PPO', 'GRPO'], ['MATH'], [${gain(10, '%', 'up', 'accuracy', 'MATH')}, ${gain(7, '%', 'up', null, null)}])
	) t(paper_id, algorithms, benchmarks, gains)`);
});
afterAll(() => connection?.closeSync());

const pick = (r: Record<string, any>) => [
	r.name,
	r.metric,
	r.value,
	r.direction,
	r.claims,
	r.median
];

describe('gainsByGroupSql', () => {
	it('keeps increases apart from reductions, with a row and a median per metric', async () => {
		const up = await rows(gainsByGroupSql(emptyFilters(), 'algorithms', '%', 12, 'up'));
		// PPO (two papers) before GRPO (one).
		expect(up.map(pick)).toEqual([
			['PPO', null, 5, 'up', 1, 6],
			['PPO', null, 7, 'up', 1, 6],
			['PPO', 'accuracy', 10, 'up', 1, 10],
			['GRPO', null, 7, 'up', 1, 7],
			['GRPO', 'accuracy', 10, 'up', 1, 10]
		]);
		expect(up.map((r) => r.row_papers)).toEqual([2, 2, 1, 1, 1]);
		expect(up.every((r) => r.papers === 2 && r.unit === '%' && r.names_total === 2)).toBe(true);
		const down = await rows(gainsByGroupSql(emptyFilters(), 'algorithms', '%', 12, 'down'));
		expect(down.map(pick)).toEqual([['PPO', 'latency', 3, 'down', 1, 3]]);
		expect(down[0].papers).toBe(1);
	});

	it('credits a benchmark only with the claims whose clause names it', async () => {
		const up = await rows(gainsByGroupSql(emptyFilters(), 'benchmarks', '%', 12, 'up'));
		expect(up.map(pick)).toEqual([
			['MATH', null, 5, 'up', 1, 5],
			['MATH', 'accuracy', 10, 'up', 1, 10]
		]);
		const points = await rows(gainsByGroupSql(emptyFilters(), 'benchmarks', 'pt', 12, 'up'));
		expect(points.map(pick)).toEqual([['GSM8K', 'accuracy', 2, 'up', 1, 2]]);
	});

	it('says how many names there were before the cut to the top ones', async () => {
		const one = await rows(gainsByGroupSql(emptyFilters(), 'algorithms', '%', 1, 'up'));
		expect(new Set(one.map((r) => r.name))).toEqual(new Set(['PPO']));
		expect(one.every((r) => r.names_total === 2)).toBe(true);
	});

	it('still gives both directions when none is asked for', async () => {
		const both = await rows(gainsByGroupSql(emptyFilters(), 'algorithms', '%', 12));
		expect(new Set(both.map((r) => r.direction))).toEqual(new Set(['up', 'down']));
		// Per algorithm: paper a two claims for PPO, paper b two claims for each of PPO and GRPO.
		expect(both.reduce((n, r) => n + r.claims, 0)).toBe(6);
	});

	it('names the metric on each row and in the subtitle', () => {
		const rowsOf = [
			{ name: 'PPO', metric: null, unit: '%', value: 5, direction: 'up', claims: 1 },
			{ name: 'PPO', metric: 'accuracy', unit: '%', value: 10, direction: 'up', claims: 1 }
		];
		expect(rowsOf.map(gainRowLabel)).toEqual(['PPO', 'PPO · accuracy']);
		expect(gainMetrics(rowsOf)).toBe('metric: accuracy, not stated');
		expect(gainMetrics([rowsOf[0]])).toBe('metric not stated by these claims');
	});
});

describe('gainsByGroupSql, a name with many metrics', () => {
	it("draws a name's unstated claims and its metrics with the most papers, and counts the rest", async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const many = await instance.connect();
		// PPO: no metric (x), accuracy (x, y), reward (x, y), latency (x, y, z), cost (z).
		await many.run(`CREATE TABLE papers AS SELECT * FROM (VALUES
			('x', ['PPO'], []::VARCHAR[], [${gain(1, '%', 'up', null, null)}, ${gain(2, '%', 'up', 'accuracy', null)}, ${gain(3, '%', 'up', 'reward', null)}, ${gain(4, '%', 'up', 'latency', null)}]),
			('y', ['PPO'], []::VARCHAR[], [${gain(5, '%', 'up', 'accuracy', null)}, ${gain(6, '%', 'up', 'reward', null)}, ${gain(7, '%', 'up', 'latency', null)}]),
			('z', ['PPO'], []::VARCHAR[], [${gain(8, '%', 'up', 'latency', null)}, ${gain(9, '%', 'up', 'cost', null)}])
		) t(paper_id, algorithms, benchmarks, gains)`);
		const got = (
			await many.runAndReadAll(gainsByGroupSql(emptyFilters(), 'algorithms', '%', 12, 'up'))
		).getRowObjectsJson() as Record<string, any>[];
		many.closeSync();
		// Latency (3 papers), then accuracy and reward (2 each, by name); cost (1 paper) left out.
		expect([...new Set(got.map((r) => r.metric))]).toEqual([null, 'accuracy', 'latency', 'reward']);
		expect(got.every((r) => r.rows_hidden === 1)).toBe(true);
		// Paper z's cost claim is not drawn, but its latency claim is: all three papers count.
		expect(got[0].papers).toBe(3);
	});
});
