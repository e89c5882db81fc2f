// The README's `entities.parquet` table is the declaration written out, as for papers.parquet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_COLUMN_NAMES, ENTITY_SCHEMA } from '../../../etl/schema/entities.ts';
import { readableType } from './readable-type.ts';

const README = join(import.meta.dirname, '../../../README.md');
const HEADING = '### Names learned from the corpus: `entities.parquet`';

/** The cells of the first table under the heading, header and divider left out. */
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

describe('README entities.parquet table', () => {
	it('lists every declared column, in file order, with its type and meaning', () => {
		const table = tableUnder(readFileSync(README, 'utf8'), HEADING);
		const declared = ENTITY_COLUMN_NAMES.map((name) => [
			`\`${name}\``,
			readableType(ENTITY_SCHEMA[name].type),
			ENTITY_SCHEMA[name].meaning
		]);
		expect(table).toEqual(declared);
	});
});
