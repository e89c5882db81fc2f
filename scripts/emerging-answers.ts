// The Emerging view's first answers (emerging.json): its own SQL (emergingFirstQueries) run at
// build time over the tables the app makes, papers' chart columns and the learned names as
// src/lib/db/entities.ts loads them, so the view opens on its names before DuckDB has started.
import type { DuckDBConnection } from '@duckdb/node-api';
import { answerQueries } from './answer-queries.ts';
import { existsSync } from 'node:fs';
import { CREATE_ENTITIES, fillEntitiesSql } from '../src/lib/db/entities.ts';
import { emergingFirstQueries } from '../src/lib/queries/emerging.ts';
import type { EmergingPrecomputed } from '../src/lib/state/precomputed.ts';

/** The answers over `papers` (already in `connection`) and `entitiesFile`, or null without the
 * file or when it cannot be read: the view then says what DuckDB finds, as before (a damaged file
 * is the page's to report, as the app's loader does; it does not stop the build of the others). */
export async function emergingAnswers(
	connection: DuckDBConnection,
	entitiesFile: string
): Promise<EmergingPrecomputed | null> {
	if (!existsSync(entitiesFile)) return null;
	await connection.run(CREATE_ENTITIES);
	try {
		await connection.run(fillEntitiesSql(`read_parquet('${entitiesFile.replaceAll("'", "''")}')`));
	} catch (error) {
		console.warn(`${entitiesFile}: not read, Emerging gets no first answers (${error})`);
		return null;
	}
	const [{ n }] = (
		await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM entities')
	).getRowObjectsJson() as { n: number }[];
	return { entities: n, queries: await answerQueries(connection, emergingFirstQueries()) };
}
