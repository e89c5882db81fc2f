// The app's idea of entities.parquet must be the ETL's: a renamed, dropped or retyped column
// fails here, before the browser casts it into the `entities` table.
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_COLUMNS } from '../../../../src/lib/db/entities.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';
import { loadEntitiesTable } from './entities-table.ts';

let data: FixtureData;
beforeAll(async () => {
	data = await writeFixtureData();
});
afterAll(() => data?.remove());

describe('entities', () => {
	it('reads every column of the ETL output with the type the ETL writes', async () => {
		const ENTITIES_PARQUET = data.entities;
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			const described = (
				await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${ENTITIES_PARQUET}')`)
			).getRowObjectsJson() as { column_name: string; column_type: string }[];
			const typeOf = new Map(described.map((c) => [c.column_name, c.column_type]));
			for (const [name, type] of ENTITY_COLUMNS) expect(typeOf.get(name), name).toBe(type);

			expect(await loadEntitiesTable(connection, ENTITIES_PARQUET)).toBe(true);
			const [check] = (
				await connection.runAndReadAll(`SELECT
					(SELECT count(*) FROM entities)::INTEGER AS loaded,
					(SELECT count(*) FROM read_parquet('${ENTITIES_PARQUET}'))::INTEGER AS written,
					(SELECT count(DISTINCT lower(name)) FROM entities)::INTEGER AS keys,
					(SELECT count(*) FROM entities WHERE type NOT IN ('method', 'benchmark', 'model', 'other'))::INTEGER AS untyped`)
			).getRowObjectsJson() as { loaded: number; written: number; keys: number; untyped: number }[];
			// One row per name, whatever its case: the Emerging view joins papers to names that way.
			expect(check).toEqual({
				loaded: check.written,
				written: check.written,
				keys: check.written,
				untyped: 0
			});
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
	});
});
