// DuckDB-WASM as the app bundles it, run in Node (its blocking build, the same wasm): for tests of
// what the app's own DuckDB reads (a chart database file, a console script's tokens).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A fresh DuckDB-WASM, instantiated and open (in memory). */
export async function wasmDuckDB() {
	const require = createRequire(import.meta.url);
	const duckdb = require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs');
	const dist = dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
	const bundles = {
		mvp: { mainModule: join(dist, 'duckdb-mvp.wasm'), mainWorker: '' },
		eh: { mainModule: join(dist, 'duckdb-eh.wasm'), mainWorker: '' }
	};
	const db = await duckdb.createDuckDB(bundles, new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
	await db.instantiate();
	db.open({});
	return db;
}
