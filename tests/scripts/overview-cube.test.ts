// The build writes no cube for data it cannot stand for: there the page asks DuckDB.
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readCube } from '../../scripts/overview-cube.ts';

const TABLE = `CREATE TABLE papers (paper_id VARCHAR, published DATE, algorithms VARCHAR[],
	benchmarks VARCHAR[], paradigms VARCHAR[], domains VARCHAR[], model_sizes_b DOUBLE[],
	gains STRUCT(unit VARCHAR, value DOUBLE, direction VARCHAR)[])`;
const ROW = `('a', NULL, ['PPO'], [], [], [], [7.0], [{'unit': '%', 'value': 3.0, 'direction': 'up'}])`;

async function cubeOf(...rows: string[]) {
	const connection = await (await DuckDBInstance.create(':memory:')).connect();
	try {
		await connection.run(TABLE);
		await connection.run(`INSERT INTO papers VALUES ${rows.join(', ')}`);
		return await readCube(connection);
	} finally {
		connection.closeSync();
	}
}

describe('a cube only where it answers as the queries do', () => {
	it('reads one from plain data', async () => {
		const cube = await cubeOf(ROW, ROW.replace("'a'", "'b'"));
		expect(cube?.papers).toBe(2);
		expect(cube?.lists.algorithms.names).toEqual(['PPO']);
	});

	it.each([
		['a repeated paper_id', [ROW, ROW]],
		['a NULL in a list', [ROW.replace("['PPO']", "['PPO', NULL]")]],
		['a size that is not finite', [ROW.replace('[7.0]', "['nan'::DOUBLE]")]],
		['a gain without a direction', [ROW.replace("'direction': 'up'", "'direction': NULL")]],
		// More than a 16-bit count holds: the file could not count them.
		[
			'70,000 sizes in one paper',
			[ROW.replace('[7.0]', '(SELECT list(i::DOUBLE) FROM range(70000) t(i))')]
		]
	])('reads none with %s', async (_, rows) => {
		expect(await cubeOf(...rows)).toBeNull();
	});
});
