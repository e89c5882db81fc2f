// The database, loaded on first use: DuckDB-WASM's JavaScript and Apache Arrow (~380 KB) are not
// part of the first paint, which draws from precomputed answers and needs neither.
import type { AsyncDuckDB, AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import type { EntitiesState } from './entities.ts';

const database = () => import('./database.ts');

/** Who waits for the database to be ready without starting it (see whenDatabaseReady). */
const waiting: (() => void)[] = [];
let ready = false;

/** The database with `papers` and `entities` registered; started on first use. */
export const getDatabase = (): Promise<AsyncDuckDB> =>
	database()
		.then((d) => d.getDatabase())
		.then((db) => {
			ready = true;
			waiting.splice(0).forEach((then) => then());
			return db;
		});

/** Calls `then` once the database is ready (at once when it is), without starting it: what only
 * profits from it being there waits, rather than loading beside it (at 1M papers, a 29 MB file
 * fetched while the chart database loaded made DuckDB ready ~0.3 s later). */
export function whenDatabaseReady(then: () => void): void {
	if (ready) then();
	else waiting.push(then);
}

/** For the console: waits for every table, the learned names too. */
export const openConnection = (): Promise<AsyncDuckDBConnection> =>
	database().then((d) => d.openConnection());

/** For the charts: as soon as `papers` is ready. */
export const openChartConnection = (): Promise<AsyncDuckDBConnection> =>
	database().then((d) => d.openChartConnection());

/** Fills the heavy text columns (abstracts, provenance); charts never need them. */
export const loadAllColumns = (): Promise<void> => database().then((d) => d.loadAllColumns());

/** Whether the learned names loaded (the `entities` table exists either way, maybe empty). */
export const entitiesState = (): Promise<EntitiesState> =>
	database().then((d) => d.entitiesState());
