// Reads the cube (src/lib/cube/paper-cube.ts) from a `papers` table with DuckDB at build time:
// the dictionaries are sorted here, by the same ORDER BY terms as the overview's queries, so
// every order the page shows from the cube is DuckDB's.
import type { DuckDBConnection } from '@duckdb/node-api';
import { NO_DAY, type RangeColumns } from '../src/lib/cube/cube-dates.ts';
import { MAX_ENTRIES } from '../src/lib/cube/cube-file.ts';
import { LAST_MONTH, MONTH_ONLY } from '../src/lib/queries/date-range.ts';
import { CUBE_LISTS, type CodedColumn, type PaperCube } from '../src/lib/cube/paper-cube.ts';
import { nameOrderSql } from '../src/lib/queries/name-order.ts';
import { SIZE_BINS_PER_DECADE } from '../src/lib/queries/overview.ts';

/** Papers numbered once, in paper_id order, so every column's entries agree on the numbers. */
const NUMBERED = 'cube_papers';

/** A paper's number in the cube (and in the search index, which must agree). */
export const PAPER_NUMBER = '(row_number() OVER (ORDER BY paper_id) - 1)::INTEGER';

/** Entries the cube cannot stand for as the queries read them: a repeated or missing paper_id
 * (the queries count a paper once), a NULL in a list, a size or gain value that is NULL or not
 * finite (the queries' comparisons treat those apart), more entries in one list of a paper than
 * the file counts (MAX_ENTRIES). With any, the page asks DuckDB. */
const UNREPRESENTABLE_SQL = `SELECT
  (SELECT count(*) - count(DISTINCT paper_id) FROM papers)
  ${CUBE_LISTS.map((l) => `+ (SELECT count(*) FROM (SELECT unnest(${l}) AS x FROM papers) WHERE x IS NULL)`).join('\n  ')}
  + (SELECT count(*) FROM (SELECT unnest(model_sizes_b) AS x FROM papers) WHERE x IS NULL OR NOT isfinite(x))
  + (SELECT count(*) FROM (SELECT unnest(gains) AS g FROM papers)
     WHERE g IS NULL OR g.unit IS NULL OR g.value IS NULL OR NOT isfinite(g.value) OR g.direction IS NULL)
  + (SELECT count(*) FROM papers WHERE greatest(${[...CUBE_LISTS, 'model_sizes_b', 'gains'].map((c) => `len(${c})`).join(', ')}) > ${MAX_ENTRIES})
  AS problems`;

/** The `count` integer columns of `sql`'s answer (empty ones when it has no rows: the reader
 * then gives no columns at all). */
async function integerColumns(
	connection: DuckDBConnection,
	sql: string,
	count: number
): Promise<number[][]> {
	const columns = (await connection.runAndReadAll(sql)).getColumnsJS() as number[][];
	return Array.from({ length: count }, (_, i) => columns[i] ?? []);
}

/** A coded column from the rows (paper, code) of `sql`, in paper order. */
async function column(
	connection: DuckDBConnection,
	sql: string,
	papers: number
): Promise<CodedColumn> {
	const [paper, code] = await integerColumns(connection, sql, 2);
	const offsets = new Uint32Array(papers + 1);
	for (const p of paper) offsets[p + 1]++;
	for (let p = 0; p < papers; p++) offsets[p + 1] += offsets[p];
	return { offsets, codes: Uint32Array.from(code) };
}

async function values<T>(connection: DuckDBConnection, sql: string): Promise<T[]> {
	return (await connection.runAndReadAll(sql)).getRowObjectsJson() as T[];
}

/** Per paper, `expression` (a DATE) as a day number, NO_DAY where NULL. */
async function dayNumbers(
	connection: DuckDBConnection,
	expression: string,
	papers: number,
	where = 'true'
): Promise<Int32Array> {
	const days = new Int32Array(papers).fill(NO_DAY);
	const [paper, day] = await integerColumns(
		connection,
		`SELECT paper, date_diff('day', DATE '1970-01-01', ${expression})::INTEGER FROM ${NUMBERED}
WHERE ${expression} IS NOT NULL AND ${where}`,
		2
	);
	paper.forEach((p, i) => (days[p] = day[i]));
	return days;
}

/** Whether the table has the columns the date filter reads besides `published`. */
async function hasRangeColumns(connection: DuckDBConnection): Promise<boolean> {
	const [{ n }] = await values<{ n: number }>(
		connection,
		`SELECT count(*)::INTEGER AS n FROM (DESCRIBE papers)
WHERE column_name IN ('date_source', 'not_before', 'not_after')`
	);
	return n === 3;
}

/** What the date filter reads besides `published`, by date-range.ts's own terms. */
async function rangeColumns(connection: DuckDBConnection, papers: number): Promise<RangeColumns> {
	const monthOnly = new Uint8Array(papers);
	const [monthly] = await integerColumns(
		connection,
		`SELECT paper FROM ${NUMBERED} WHERE published IS NOT NULL AND ${MONTH_ONLY}`,
		1
	);
	for (const p of monthly) monthOnly[p] = 1;
	const undated = 'published IS NULL';
	return {
		monthOnly,
		notBefore: await dayNumbers(connection, 'not_before', papers, undated),
		lastMonth: await dayNumbers(
			connection,
			LAST_MONTH,
			papers,
			`${undated} AND not_before IS NOT NULL`
		)
	};
}

/** Entries of `entries` (paper, key), coded by their rank in `dictionary` (key, code). */
const codedSql = (entries: string, dictionary: string, distinct: boolean) =>
	`WITH entries AS (${entries}), dictionary AS (${dictionary})
SELECT ${distinct ? 'DISTINCT ' : ''}paper, code FROM entries JOIN dictionary USING (key) ORDER BY paper, code`;

/** The cube of the `papers` table, or null when its data has entries the cube cannot stand for. */
export async function readCube(connection: DuckDBConnection): Promise<PaperCube | null> {
	const [{ problems }] = await values<{ problems: number }>(connection, UNREPRESENTABLE_SQL);
	if (Number(problems) > 0) return null;
	await connection.run(
		`CREATE OR REPLACE TEMP TABLE ${NUMBERED} AS
SELECT ${PAPER_NUMBER} AS paper, * FROM papers`
	);
	try {
		const [{ papers }] = await values<{ papers: number }>(
			connection,
			`SELECT count(*)::INTEGER AS papers FROM ${NUMBERED}`
		);
		const published = await dayNumbers(connection, 'published', papers);
		const ranges = (await hasRangeColumns(connection))
			? await rangeColumns(connection, papers)
			: null;

		const lists = {} as PaperCube['lists'];
		for (const l of CUBE_LISTS) {
			const dictionary = `SELECT key, (row_number() OVER (ORDER BY ${nameOrderSql('key')}) - 1)::INTEGER AS code
FROM (SELECT DISTINCT unnest(${l}) AS key FROM papers)`;
			const names = await values<{ key: string }>(connection, `${dictionary} ORDER BY code`);
			lists[l] = {
				...(await column(
					connection,
					codedSql(`SELECT paper, unnest(${l}) AS key FROM ${NUMBERED}`, dictionary, true),
					papers
				)),
				names: names.map((n) => n.key)
			};
		}

		// The bin as sizesSql computes it, so a size on a bin's edge falls where the query puts it.
		const sizeDictionary = `SELECT key, (row_number() OVER (ORDER BY key) - 1)::INTEGER AS code,
  CASE WHEN key > 0 THEN floor(log10(key) * ${SIZE_BINS_PER_DECADE} + 1e-9)::INTEGER END AS bin
FROM (SELECT DISTINCT unnest(model_sizes_b) AS key FROM papers)`;
		const sizeRows = await values<{ key: number; bin: number | null }>(
			connection,
			`${sizeDictionary} ORDER BY code`
		);
		const sizes = {
			...(await column(
				connection,
				codedSql(
					`SELECT paper, unnest(model_sizes_b) AS key FROM ${NUMBERED}`,
					sizeDictionary,
					true
				),
				papers
			)),
			sizes: sizeRows.map((r) => r.key),
			bins: sizeRows.map((r) => r.bin ?? 0)
		};

		// Claims keep their repeats: the gains chart counts claims, not papers.
		const gainDictionary = `SELECT key, (row_number() OVER (ORDER BY key.unit, key.value, key.direction) - 1)::INTEGER AS code
FROM (SELECT DISTINCT {'unit': g.unit, 'value': g.value, 'direction': g.direction} AS key
  FROM (SELECT unnest(gains) AS g FROM papers))`;
		const gainKeys = await values<{ unit: string; value: number; direction: string }>(
			connection,
			`SELECT key.unit AS unit, key.value AS value, key.direction AS direction FROM (${gainDictionary}) ORDER BY code`
		);
		const gains = {
			...(await column(
				connection,
				codedSql(
					`SELECT paper, {'unit': g.unit, 'value': g.value, 'direction': g.direction} AS key
FROM (SELECT paper, unnest(gains) AS g FROM ${NUMBERED})`,
					gainDictionary,
					false
				),
				papers
			)),
			keys: gainKeys
		};
		return { papers, published, ranges, lists, sizes, gains };
	} finally {
		await connection.run(`DROP TABLE IF EXISTS ${NUMBERED}`);
	}
}
