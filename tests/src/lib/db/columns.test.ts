// The app's idea of the file's columns must be the ETL's: a renamed or added column fails here.
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_COLUMNS, DEFERRED_TYPES, PAPER_COLUMNS } from '../../../../src/lib/db/columns.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';

let data: FixtureData;
beforeAll(async () => {
	data = await writeFixtureData();
});
afterAll(() => data?.remove());

describe('columns', () => {
	it('lists every column of the ETL output, in file order, with the deferred types it has', async () => {
		const PARQUET = data.papers;
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		const described = (
			await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${PARQUET}')`)
		).getRowObjectsJson() as { column_name: string; column_type: string }[];
		connection.closeSync();
		expect(described.map((c) => c.column_name)).toEqual([...PAPER_COLUMNS]);
		const typeOf = Object.fromEntries(described.map((c) => [c.column_name, c.column_type]));
		for (const [name, type] of DEFERRED_TYPES) {
			expect(typeOf[name].replaceAll('"', '')).toBe(type.replaceAll('"', ''));
		}
		expect(CHART_COLUMNS).not.toContain('abstract');
		expect(CHART_COLUMNS).toContain('title');
	});
});
