// The merge writes every declared column (papers and entities), in order, with the declared type:
// the computed expressions in merge-sql.ts are held to schema/papers.ts here.
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Features } from '../../../etl/types.ts';
import { writePapersParquet } from '../../../etl/write/parquet.ts';
import { PAPER_COLUMN_NAMES, PAPER_SCHEMA, type PaperRow } from '../../../etl/schema/papers.ts';
import { duckdbType } from '../../../etl/schema/sql-type.ts';
import { ENTITY_COLUMN_NAMES, ENTITY_SCHEMA } from '../../../etl/schema/entities.ts';
import { staged } from './staged-fixture.ts';

/** DuckDB quotes some struct fields in DESCRIBE and not others; the type is the same. */
const unquoted = (type: string) => type.replaceAll('"', '');

describe('merged paper columns', () => {
	it('have the declared names, order and DuckDB types', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'merge-types-'));
		try {
			const input = join(dir, 'staged.ndjson');
			await writeFile(input, JSON.stringify(staged({ captured: '2025-01-02' })) + '\n');
			const out = join(dir, 'papers.parquet');
			await writePapersParquet(input, out, dir);
			const instance = await DuckDBInstance.create(':memory:');
			const connection = await instance.connect();
			const describe = async (file: string) =>
				(
					await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${file}')`)
				).getRowObjectsJson() as { column_name: string; column_type: string }[];
			const described = await describe(out);
			// The corpus pass writes entities.parquet beside it, held to etl/schema/entities.ts.
			const entities = await describe(join(dir, 'entities.parquet'));
			connection.closeSync();
			instance.closeSync();
			expect(described.map((c) => c.column_name)).toEqual(PAPER_COLUMN_NAMES);
			for (const { column_name, column_type } of described) {
				const declared = PAPER_SCHEMA[column_name as keyof typeof PAPER_SCHEMA].type;
				expect(unquoted(column_type), column_name).toBe(unquoted(duckdbType(declared)));
			}
			expect(entities.map((c) => c.column_name)).toEqual(ENTITY_COLUMN_NAMES);
			for (const { column_name, column_type } of entities) {
				const declared = ENTITY_SCHEMA[column_name as keyof typeof ENTITY_SCHEMA].type;
				expect(unquoted(column_type), column_name).toBe(unquoted(duckdbType(declared)));
			}
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});

	it('hold what the extractor produces (checked by the type checker)', () => {
		type Shared = keyof Features & keyof PaperRow;
		expectTypeOf<Pick<Features, Shared>>().toExtend<Pick<PaperRow, Shared>>();
	});
});
