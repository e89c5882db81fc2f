// The README's column tables, read back as cells, for the tests that hold them to the schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const README = join(import.meta.dirname, '../../../README.md');

/** The cells of the first README table under `heading`, header and divider left out. */
export function readmeTableUnder(heading: string): string[][] {
	const markdown = readFileSync(README, 'utf8');
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
