// Reads the search index (src/lib/search/search-index.ts) from a `papers` table with DuckDB at
// build time, in the cube's paper numbers: title words, searched names' words, and name keys made by
// nameKeySql itself, with DuckDB's lower case of every code point for a selected name's key. What DuckDB's regular expressions see in a title's
// characters beyond ASCII (a letter? a small letter? equal in any case to an ASCII letter?) is
// asked of DuckDB itself, so the words are cut where the search's expression would cut them.
import type { DuckDBConnection } from '@duckdb/node-api';
import { NAMED_KEYS, SEARCHED_NAMES } from '../src/lib/queries/filters.ts';
import { encodePostings } from '../src/lib/search/postings.ts';
import type { SearchIndex } from '../src/lib/search/search-index.ts';
import {
	asciiClass,
	wordStarts,
	type CharClass,
	type ClassOf
} from '../src/lib/search/word-starts.ts';
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
	const names = await papersByEntry(connection, SEARCHED_NAMES);
	const beyondAscii = new Set<number>();
	for (const text of [...titles, ...names.keys()])
		for (const c of text ?? '') if (c.charCodeAt(0) > 0x7f) beyondAscii.add(c.codePointAt(0)!);
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

	return {
		papers: numbers.length,
		titleWords: encodePostings(titleWords),
		names: encodePostings(nameWords(names, classOf)),
		nameKeys: encodePostings(await papersByEntry(connection, NAMED_KEYS)),
		lower: await lowerCase(connection)
	};
}

/** Per word a name starts (word-starts.ts: the search condition reads the names joined by a
 * separator that starts a word), the papers naming one with it, ascending and distinct. */
function nameWords(names: Map<string, number[]>, classOf: ClassOf): Map<string, number[]> {
	const byWord = new Map<string, Set<number>>();
	for (const [name, papers] of names)
		for (const word of wordStarts(name, classOf)) {
			const set = byWord.get(word) ?? new Set<number>();
			for (const paper of papers) set.add(paper);
			byWord.set(word, set);
		}
	return new Map([...byWord].map(([word, set]) => [word, [...set].sort((a, b) => a - b)]));
}

/** Per distinct entry of the list SQL `list` makes of each paper, the papers having it. */
async function papersByEntry(
	connection: DuckDBConnection,
	list: string
): Promise<Map<string, number[]>> {
	const byEntry = new Map<string, number[]>();
	const [named, entry] = (
		await connection.runAndReadAll(
			`WITH numbered AS (SELECT ${PAPER_NUMBER} AS paper, * FROM papers),
  named AS (SELECT paper, unnest(${list}) AS entry FROM numbered)
SELECT DISTINCT paper, entry FROM named WHERE entry IS NOT NULL ORDER BY paper, entry`
		)
	).getColumnsJS() as [number[], string[]];
	named.forEach((paper, i) => {
		const papers = byEntry.get(entry[i]);
		if (papers) papers.push(paper);
		else byEntry.set(entry[i], [paper]);
	});
	return byEntry;
}

/** SQL: each code point beyond ASCII (surrogates are none) that DuckDB's lower() changes, and
 * the one it makes of it (always one: checked by lowerCase). */
export const LOWER_CASE_SQL = `SELECT cp, unicode(lower(chr(cp))) AS lowered, length(lower(chr(cp))) AS length
FROM (SELECT range::INTEGER AS cp FROM range(128, 55296) UNION ALL SELECT range::INTEGER FROM range(57344, 1114112))
WHERE lower(chr(cp)) <> chr(cp) ORDER BY cp`;

/** DuckDB's lower() of every code point it changes (name-key.ts keys a selected name by it). */
export async function lowerCase(connection: DuckDBConnection): Promise<Map<number, number>> {
	const rows = (await connection.runAndReadAll(LOWER_CASE_SQL)).getRowObjectsJS() as {
		cp: number;
		lowered: number;
		length: bigint | number;
	}[];
	if (rows.some((r) => Number(r.length) !== 1))
		throw new Error('search index: lower() made more than one character of one');
	return new Map(rows.map((r) => [r.cp, r.lowered]));
}
