import { DuckDBInstance } from '@duckdb/node-api';
import { rename, rm } from 'node:fs/promises';
import { mergeSql } from './merge-sql.ts';
import { readJsonColumnsArgument } from './schema.ts';

export interface ParquetWriteResult {
	/** Records read from the staging file. */
	records: number;
	/** Rows (distinct papers) written. */
	papers: number;
}

const quote = (path: string) => `'${path.replaceAll("'", "''")}'`;

/**
 * Merges staged NDJSON records into one row per paper and writes them as ZSTD Parquet.
 * The file appears at `outPath` only when complete: DuckDB writes a temporary file beside it,
 * which is renamed over the target (atomic on one file system).
 */
export async function writePapersParquet(
	stagedPath: string,
	outPath: string,
	tempDirectory: string
): Promise<ParquetWriteResult> {
	const partial = `${outPath}.partial-${process.pid}`;
	const instance = await DuckDBInstance.create(':memory:', {
		temp_directory: tempDirectory,
		preserve_insertion_order: 'true'
	});
	const connection = await instance.connect();
	try {
		await connection.run(`
			CREATE TABLE staged AS SELECT * FROM read_json(${quote(stagedPath)},
				format = 'newline_delimited',
				columns = ${readJsonColumnsArgument()},
				maximum_object_size = 268435456)`);
		await connection.run(`CREATE TABLE papers AS ${mergeSql('staged')}`);
		const counts = await connection.runAndReadAll(
			'SELECT (SELECT count(*) FROM staged) AS records, (SELECT count(*) FROM papers) AS papers'
		);
		const [row] = counts.getRowObjectsJson() as {
			records: string | number;
			papers: string | number;
		}[];
		await connection.run(
			`COPY (SELECT * FROM papers ORDER BY paper_id) TO ${quote(partial)}
			(FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`
		);
		await rename(partial, outPath);
		return { records: Number(row.records), papers: Number(row.papers) };
	} catch (error) {
		await rm(partial, { force: true });
		throw error;
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
}
