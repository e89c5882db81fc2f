// The README's `papers.parquet` table is the declaration written out: editing one and not the
// other fails here (the expected rows are in the failure's diff, ready to paste).
import { describe, expect, it } from 'vitest';
import { PAPER_COLUMN_NAMES, PAPER_SCHEMA } from '../../../etl/schema/papers.ts';
import { readableType } from './readable-type.ts';
import { readmeTableUnder } from './readme-table.ts';

const html = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('README papers.parquet table', () => {
	it('lists every declared column, in file order, with its type and meaning', () => {
		const table = readmeTableUnder('## `papers.parquet`');
		const declared = PAPER_COLUMN_NAMES.map((name) => [
			`\`${name}\``,
			html(readableType(PAPER_SCHEMA[name].type)),
			PAPER_SCHEMA[name].meaning
		]);
		expect(table).toEqual(declared);
	});
});

describe('readableType', () => {
	it('writes lists and structs, sharing a type name among neighbouring fields', () => {
		expect(readableType(PAPER_SCHEMA.categories.type)).toBe('LIST<VARCHAR>');
		expect(readableType(PAPER_SCHEMA.models.type)).toBe(
			'LIST<STRUCT(name, family VARCHAR, params_b DOUBLE)>'
		);
		expect(readableType(PAPER_SCHEMA.mentions.type)).toBe(
			'LIST<STRUCT(kind, name, field VARCHAR, start, end INTEGER)>'
		);
	});
});
