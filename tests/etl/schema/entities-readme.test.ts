// The README's `entities.parquet` table is the declaration written out, as for papers.parquet.
import { describe, expect, it } from 'vitest';
import { ENTITY_COLUMN_NAMES, ENTITY_SCHEMA } from '../../../etl/schema/entities.ts';
import { readableType } from './readable-type.ts';
import { readmeTableUnder } from './readme-table.ts';

const HEADING = '### Names learned from the corpus: `entities.parquet`';

describe('README entities.parquet table', () => {
	it('lists every declared column, in file order, with its type and meaning', () => {
		const table = readmeTableUnder(HEADING);
		const declared = ENTITY_COLUMN_NAMES.map((name) => [
			`\`${name}\``,
			readableType(ENTITY_SCHEMA[name].type),
			ENTITY_SCHEMA[name].meaning
		]);
		expect(table).toEqual(declared);
	});
});
