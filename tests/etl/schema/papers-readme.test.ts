// The README's `papers.parquet` table is the declaration written out: editing one and not the
// other fails here (the expected rows are in the failure's diff, ready to paste).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAPER_COLUMN_NAMES, PAPER_SCHEMA } from '../../../etl/schema/papers.ts';
import { readableType } from './readable-type.ts';

const README = join(import.meta.dirname, '../../../README.md');

/** The cells of the first table under `heading`, header and divider left out. */
function tableUnder(markdown: string, heading: string): string[][] {
	const start = markdown.indexOf(`\n${heading}\n`);
	if (start < 0) throw new Error(`README.md: no heading ${heading}`);
	const lines = markdown.slice(start).split('\n');
	const first = lines.findIndex((line) => line.startsWith('|'));
	const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
	return lines.slice(first + 2, end).map((line) =>
		line
			.split('|')
			.slice(1, -1)
			.map((cell) => cell.trim())
	);
}

const html = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('README papers.parquet table', () => {
	it('lists every declared column, in file order, with its type and meaning', () => {
		const table = tableUnder(readFileSync(README, 'utf8'), '## `papers.parquet`');
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
