import { DuckDBInstance } from '@duckdb/node-api';
import { rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ENTITIES_SQL, learnStatements } from './learn-sql.ts';
import { mergeDatabase, type MergeDatabase } from './merge-database.ts';
import { mergedPapersSql, mergeStatements } from './merge-sql.ts';
import { phaseClock, type PhaseSeconds } from '../pipeline/phases.ts';
import { PAGES_FILE } from '../schema/paper-pages-format.ts';
import { writePaperPages } from './paper-pages.ts';
import { readJsonColumnsArgument } from './schema.ts';

export interface ParquetWriteResult {
	/** Records read from the staging file. */
	records: number;
	/** Rows (distinct papers) written. */
	papers: number;
	/** Names learned by the corpus pass (rows of entities.parquet). */
	entities: number;
	/** Learned names tagged in papers other than their definers'. */
	adoptions: number;
	entitiesPath: string;
	pagesPath: string;
	/** Seconds per phase of the write: load, merge, corpus pass (learning names, finding their
	 * uses), Parquet, paper pages. */
	phases: PhaseSeconds;
}

/** The learned names live beside the papers: `entities.parquet` in the same folder. */
export const entitiesPathFor = (papersPath: string) =>
	join(dirname(papersPath), 'entities.parquet');

/** Each paper's full row for its page (paper-pages-format.ts), in the same folder. */
export const pagesPathFor = (papersPath: string) => join(dirname(papersPath), PAGES_FILE);

/** The temporary files a write makes beside its outputs, renamed over them when complete. */
export const partialPathsFor = (papersPath: string, pid = process.pid) => [
	`${papersPath}.partial-${pid}`,
	`${entitiesPathFor(papersPath)}.partial-${pid}`,
	`${pagesPathFor(papersPath)}.partial-${pid}`
];

/** DuckDB's share of memory for the merge; override with RL_TRENDS_ETL_MEMORY (e.g. '2GB'). */
const MEMORY_LIMIT = process.env.RL_TRENDS_ETL_MEMORY ?? '1GB';

/** Rows per row group: small enough that a paper page fetches one group's text (a few MB at most)
 * rather than a whole file's, large enough that charts read few groups. */
export const ROW_GROUP_SIZE = 8192;

const quote = (path: string) => `'${path.replaceAll("'", "''")}'`;

/**
 * Merges staged NDJSON records into one row per paper and writes them as ZSTD Parquet.
 * The file appears at `outPath` only when complete: DuckDB writes a temporary file beside it,
 * which is renamed over the target (atomic on one file system).
 */
export async function writePapersParquet(
	stagedPath: string,
	outPath: string,
	tempDirectory: string,
	options: { database?: MergeDatabase } = {}
): Promise<ParquetWriteResult> {
	const [partial, entitiesPartial, pagesPartial] = partialPathsFor(outPath);
	const entitiesPath = entitiesPathFor(outPath);
	const pagesPath = pagesPathFor(outPath);
	// A fixed memory budget: past it DuckDB spills to disk, so a 1M-paper merge stays flat.
	// In memory while the staged rows are small next to the budget, else in a file on disk
	// (merge-database.ts); the file and any spill live in the run's temporary directory.
	const onDisk = join(tempDirectory, `merge-${process.pid}.duckdb`);
	const stagedBytes = (await stat(stagedPath).catch(() => null))?.size ?? Infinity;
	const where = options.database ?? mergeDatabase(stagedBytes, MEMORY_LIMIT);
	const database = where === 'memory' ? ':memory:' : onDisk;
	const instance = await DuckDBInstance.create(database, {
		temp_directory: tempDirectory,
		// Every output order is explicit (ORDER BY), so DuckDB need not keep input order in memory.
		preserve_insertion_order: 'false',
		memory_limit: MEMORY_LIMIT
	});
	const connection = await instance.connect();
	const clock = phaseClock();
	try {
		await connection.run(`
			CREATE TABLE staged AS SELECT * FROM read_json(${quote(stagedPath)},
				format = 'newline_delimited',
				columns = ${readJsonColumnsArgument()},
				maximum_object_size = 33554432)`);
		clock.lap('load');
		for (const statement of mergeStatements('staged')) await connection.run(statement);
		clock.lap('merge');
		for (const statement of learnStatements('staged')) await connection.run(statement);
		clock.lap('corpus pass');
		await connection.run(`CREATE TABLE papers AS ${mergedPapersSql('staged')}`);
		clock.lap('merge');
		// (Counted from the tagged papers: see ENTITIES_SQL.)
		await connection.run(`CREATE TABLE entities AS ${ENTITIES_SQL}`);
		clock.lap('corpus pass');
		const counts = await connection.runAndReadAll(
			`SELECT (SELECT count(*) FROM keyed) AS records, (SELECT count(*) FROM papers) AS papers,
				(SELECT count(*) FROM entities) AS entities, (SELECT count(*) FROM adoptions) AS adoptions`
		);
		const [row] = counts.getRowObjectsJson() as Record<
			'records' | 'papers' | 'entities' | 'adoptions',
			string | number
		>[];
		clock.lap('merge');
		// One thread for the sort of the wide rows: two threads' sort buffers overrun the budget
		// at a million papers (out of memory), one spills within it (measured: 1.2 GB peak).
		await connection.run('SET threads = 1');
		await connection.run(
			`COPY (SELECT * FROM papers ORDER BY paper_id) TO ${quote(partial)}
			(FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE ${ROW_GROUP_SIZE})`
		);
		await connection.run(
			`COPY entities TO ${quote(entitiesPartial)} (FORMAT parquet, COMPRESSION zstd)`
		);
		clock.lap('Parquet');
		await writePaperPages(connection, 'papers', pagesPartial);
		clock.lap('paper pages');
		// Papers last: a reader that finds the new papers file finds their entities and pages too.
		await rename(pagesPartial, pagesPath);
		await rename(entitiesPartial, entitiesPath);
		await rename(partial, outPath);
		return {
			records: Number(row.records),
			papers: Number(row.papers),
			entities: Number(row.entities),
			adoptions: Number(row.adoptions),
			entitiesPath,
			pagesPath,
			phases: clock.seconds
		};
	} catch (error) {
		for (const path of [partial, entitiesPartial, pagesPartial]) await rm(path, { force: true });
		throw error;
	} finally {
		connection.closeSync();
		instance.closeSync();
		await rm(onDisk, { force: true });
		await rm(`${onDisk}.wal`, { force: true });
	}
}
