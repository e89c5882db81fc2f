import type { Table } from 'apache-arrow';
import { openConnection } from './database.ts';
import { columnsOf, rowsOf } from './plain-rows.ts';
import { QueryError } from './query-error.ts';

export interface QueryResult {
	columns: { name: string; type: string }[];
	rows: Record<string, unknown>[];
	table: Table;
	elapsedMs: number;
}

/** Runs one statement; values travel as parameters (prepared), never spliced into SQL. */
export async function runQuery(sql: string, params: unknown[] = []): Promise<QueryResult> {
	const connection = await openConnection();
	const start = performance.now();
	try {
		let table: Table;
		if (params.length === 0) table = await connection.query(sql);
		else {
			const statement = await connection.prepare(sql);
			try {
				table = await statement.query(...params);
			} finally {
				await statement.close();
			}
		}
		return {
			columns: columnsOf(table),
			rows: rowsOf(table),
			table,
			elapsedMs: performance.now() - start
		};
	} catch (error) {
		throw new QueryError(sql, error);
	} finally {
		await connection.close();
	}
}
