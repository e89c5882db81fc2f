// The first answers of the views VIEW_FIRST_QUERIES lists (`<view>.json`): each view's own SQL as it
// first opens, run at build time over the chart columns the app reads, so it draws before DuckDB
// has started.
import type { DuckDBConnection } from '@duckdb/node-api';
import { answerQueries } from './answer-queries.ts';
import {
	VIEW_FIRST_QUERIES,
	type FirstAnswersView
} from '../src/lib/queries/view-first-queries.ts';
import type { Precomputed } from '../src/lib/state/precomputed.ts';

/** Each view's answers over `papers` (already in `connection`). */
export async function viewAnswers(
	connection: DuckDBConnection
): Promise<Record<FirstAnswersView, Precomputed>> {
	const out = {} as Record<FirstAnswersView, Precomputed>;
	for (const [view, firstQueries] of Object.entries(VIEW_FIRST_QUERIES))
		out[view as FirstAnswersView] = { queries: await answerQueries(connection, firstQueries()) };
	return out;
}
