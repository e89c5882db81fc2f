// Reads the search index (src/lib/search/search-index.ts) from a `papers` table with DuckDB at
// build time, in the cube's paper numbers. What DuckDB's regular expressions see in a title's
// characters beyond ASCII (a letter? a small letter? equal in any case to an ASCII letter?) is
// asked of DuckDB itself, so the words are cut where the search's expression would cut them.
import type { DuckDBConnection } from '@duckdb/node-api';
import { SEARCHED_NAMES } from '../src/lib/queries/filters.ts';
import { encodePostings } from '../src/lib/search/postings.ts';
import type { SearchIndex } from '../src/lib/search/search-index.ts';
import { asciiClass, wordStarts, type CharClass } from '../src/lib/search/word-starts.ts';
import { PAPER_NUMBER } from './overview-cube.ts';

const FOLDS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** Per code point `cp` of `from` (SQL naming a column cp), its class as DuckDB's regular
 * expressions see it (fold: the ASCII letter or digit (?i) equates it with, else ''). */
export const charClassesSql = (from: string) => `SELECT cp,
  regexp_full_match(chr(cp), '[\\p{L}\\p{N}]') AS word, regexp_full_match(chr(cp), '\\p{Ll}') AS lower,
  CASE WHEN NOT regexp_full_match(chr(cp), '(?i:[a-z0-9])') THEN ''
    ${FOLDS.map((c) => `WHEN regexp_full_match(chr(cp), '(?i:${c})') THEN '${c}'`).join(' ')} END AS fold
FROM ${from}`;

/** The classes of `codePoints` (beyond ASCII) as DuckDB's regular expressions see them. */
export async function charClasses(
	connection: DuckDBConnection,
	codePoints: number[]
): Promise<Map<number, CharClass>> {
	const classes = new Map<number, CharClass>();
	if (codePoints.length === 0) return classes;
	const rows = (
		await connection.runAndReadAll(
			charClassesSql(`unnest([${codePoints.join(', ')}]::INTEGER[]) AS t(cp)`)
		)
	).getRowObjectsJS() as { cp: number; word: boolean; lower: boolean; fold: string }[];
	for (const { cp, word, lower, fold } of rows) classes.set(cp, { word, lower, fold });
	return classes;
}

/** The search index of the `papers` table (whose paper_ids are distinct, as the cube's). */
export async function readSearchIndex(connection: DuckDBConnection): Promise<SearchIndex> {
	const [numbers, titles] = (
		await connection.runAndReadAll(
			`SELECT ${PAPER_NUMBER} AS paper, title FROM papers ORDER BY paper`
		)
	).getColumnsJS() as [number[], (string | null)[]];
	const beyondAscii = new Set<number>();
	for (const title of titles)
		for (const c of title ?? '') if (c.charCodeAt(0) > 0x7f) beyondAscii.add(c.codePointAt(0)!);
	const known = await charClasses(connection, [...beyondAscii]);
	const classOf = (cp: number) => (cp <= 0x7f ? asciiClass(cp) : known.get(cp)!);

	const titleWords = new Map<string, number[]>();
	titles.forEach((title, i) => {
		for (const word of wordStarts(title ?? '', classOf)) {
			const papers = titleWords.get(word);
			if (papers) papers.push(numbers[i]);
			else titleWords.set(word, [numbers[i]]);
		}
	});

	const names = new Map<string, number[]>();
	const [named, name] = (
		await connection.runAndReadAll(
			`WITH numbered AS (SELECT ${PAPER_NUMBER} AS paper, * FROM papers),
  named AS (SELECT paper, unnest(${SEARCHED_NAMES}) AS name FROM numbered)
SELECT DISTINCT paper, name FROM named WHERE name IS NOT NULL ORDER BY paper, name`
		)
	).getColumnsJS() as [number[], string[]];
	named.forEach((paper, i) => {
		const papers = names.get(name[i]);
		if (papers) papers.push(paper);
		else names.set(name[i], [paper]);
	});
	return {
		papers: numbers.length,
		titleWords: encodePostings(titleWords),
		names: encodePostings(names)
	};
}
