// Trends' first answers (trends.json): its own SQL (trendsFirstQueries) run at build time over the
// chart columns the app reads, so the page draws its charts before DuckDB has started.
import type { DuckDBConnection } from '@duckdb/node-api';
import { answerQueries } from './answer-queries.ts';
import { NOT_AFTER_PROBE_SQL, trendsFirstQueries } from '../src/lib/queries/trends.ts';
import type { TrendsPrecomputed } from '../src/lib/state/precomputed.ts';

/** The answers over `papers` (already in `connection`). */
export async function trendsAnswers(connection: DuckDBConnection): Promise<TrendsPrecomputed> {
	const [{ n }] = (await connection.runAndReadAll(NOT_AFTER_PROBE_SQL)).getRowObjectsJson() as {
		n: number;
	}[];
	const notAfter = n === 1;
	return { notAfter, queries: await answerQueries(connection, trendsFirstQueries(notAfter)) };
}
