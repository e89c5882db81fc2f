// DuckDB-WASM's tokenizer as the app runs it (the same wasm, its blocking Node build), for tests
// of what the console reads of a script.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { scriptTokens, type ScriptToken } from '../../../../src/lib/sql/script-tokens.ts';

let db: Promise<{ tokenize(text: string): { offsets: number[]; types: number[] } }> | null = null;

function wasmDuckDB() {
	db ??= (async () => {
		const require = createRequire(import.meta.url);
		const duckdb = require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs');
		const dist = dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
		const bundles = {
			mvp: { mainModule: join(dist, 'duckdb-mvp.wasm'), mainWorker: '' },
			eh: { mainModule: join(dist, 'duckdb-eh.wasm'), mainWorker: '' }
		};
		const instance = await duckdb.createDuckDB(
			bundles,
			new duckdb.VoidLogger(),
			duckdb.NODE_RUNTIME
		);
		await instance.instantiate();
		return instance;
	})();
	return db;
}

/** The script's tokens, read by DuckDB-WASM as the console reads them. */
export async function tokensOf(script: string): Promise<ScriptToken[]> {
	return scriptTokens(script, (await wasmDuckDB()).tokenize(script));
}
