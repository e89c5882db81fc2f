// The build writes no cube for data it cannot stand for: there the page asks DuckDB.
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readCube } from '../../scripts/overview-cube.ts';
import { NO_DAY } from '../../src/lib/cube/cube-dates.ts';

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
		// Data without date_source, not_before and not_after: its date ranges are DuckDB's.
		expect(cube?.ranges).toBeNull();
	});

	it('reads the date columns where the data has them', async () => {
		const connection = await (await DuckDBInstance.create(':memory:')).connect();
		try {
			await connection.run(TABLE);
			await connection.run(
				`INSERT INTO papers VALUES ${ROW}, ${ROW.replace("'a', NULL", "'b', DATE '2025-03-01'")}`
			);
			await connection.run(`ALTER TABLE papers ADD COLUMN date_source VARCHAR DEFAULT 'arxiv-id'`);
			await connection.run(
				`ALTER TABLE papers ADD COLUMN not_before DATE DEFAULT DATE '2024-05-17'`
			);
			await connection.run(`ALTER TABLE papers ADD COLUMN not_after DATE`);
			const cube = (await readCube(connection))!;
			// Day numbers: 2025-03-01 is day 20,148; 2024-05-17 is 19,860 and its month 19,844.
			expect(Array.from(cube.published)).toEqual([NO_DAY, 20_148]);
			expect(Array.from(cube.ranges!.monthOnly)).toEqual([0, 1]);
			expect(Array.from(cube.ranges!.notBefore)).toEqual([19_860, NO_DAY]);
			// Its months end with the data's (March 2025: day 20,148).
			expect(Array.from(cube.ranges!.lastMonth)).toEqual([20_148, NO_DAY]);
		} finally {
			connection.closeSync();
		}
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
