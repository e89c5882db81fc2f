// The cube's date counts are those of datedSummarySql, field for field, over every filter state
// of the cube's tests (date ranges open at either end, from mid-month, with bounded papers,
// reversed, past the data, on top of list values), on a random table and on the fixture papers.
import type { DuckDBConnection } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readCube } from '../../../../scripts/overview-cube.ts';
import { dateCounts } from '../../../../src/lib/cube/cube-date-counts.ts';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { datedSummarySql } from '../../../../src/lib/queries/trends.ts';
import { cubeTables, states } from './cube-states.ts';

const FIELDS = ['papers', 'dated', 'kept_by_month', 'dated_outside', 'bounded'] as const;

async function compare(connection: DuckDBConnection): Promise<number> {
	const cube = (await readCube(connection))!;
	let differing = 0;
	for (const f of states(cube)) {
		const [row] = (await connection.runAndReadAll(datedSummarySql(f, true))).getRowObjectsJson();
		const expected = Object.fromEntries(FIELDS.map((k) => [k, row[k]]));
		expect(dateCounts(cube, f), JSON.stringify(f)).toEqual(expected);
		if (f.from || f.to) differing += Number(row.dated !== row.papers);
	}
	return differing;
}

describe('the cube counts dates as the dated summary does', () => {
	const tables = cubeTables();

	it('on a random table of every kind of date', async () => {
		// Ranges that leave papers out: the comparison is not over trivial states only.
		expect(await compare(tables.random())).toBeGreaterThan(10);
	}, 60_000);

	it('on the fixture papers the ETL writes', async () => {
		await compare(tables.fixture());
	});

	it('leaves a name or a search to DuckDB', async () => {
		const cube = (await readCube(tables.random()))!;
		expect(dateCounts(cube, { ...emptyFilters(), from: '2024-06-01', q: 'x' })).toBeNull();
		expect(dateCounts(cube, { ...emptyFilters(), name: ['PPO'] })).toBeNull();
	});
});
