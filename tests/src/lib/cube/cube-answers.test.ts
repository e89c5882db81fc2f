// The cube's answers are the overview queries' rows, column for column and in the same order:
// checked against DuckDB on the ETL's fixture data and on a seeded random table full of ties,
// names differing only in case, repeated claims and sizes on bin edges, over many filter states.
import type { DuckDBConnection } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readCube } from '../../../../scripts/overview-cube.ts';
import { cubeOverview } from '../../../../src/lib/cube/cube-answers.ts';
import { decodeCube, encodeCube } from '../../../../src/lib/cube/cube-file.ts';
import { cubeAnswers, selectedPapers } from '../../../../src/lib/cube/cube-selection.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { cubeTables, states } from './cube-states.ts';

async function compare(connection: DuckDBConnection) {
	const cube = decodeCube(encodeCube((await readCube(connection))!).slice().buffer)!;
	expect(cube).not.toBeNull();
	let compared = 0;
	for (const f of states(cube)) {
		expect(cubeAnswers(cube, f)).toBe(true);
		const answers = cubeOverview(cube, selectedPapers(cube, f));
		for (const [id, sql] of Object.entries(overviewQueries(f))) {
			const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson();
			expect(answers[id], `${id} under ${JSON.stringify(f)}`).toEqual(rows);
			compared += rows.length;
		}
	}
	return compared;
}

describe('the cube answers as the overview queries do', () => {
	const tables = cubeTables();

	it('on the fixture papers the ETL writes', async () => {
		expect(await compare(tables.fixture())).toBeGreaterThan(50);
	});

	it('on a random table full of ties, case-only differences and repeated claims', async () => {
		expect(await compare(tables.random())).toBeGreaterThan(1000);
	}, 60_000);
});
