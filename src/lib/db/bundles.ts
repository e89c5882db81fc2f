// DuckDB-WASM's wasm and worker files, served from this site (Vite copies them): never a CDN.
import { selectBundle, type DuckDBBundle } from '@duckdb/duckdb-wasm';
import mvpWasm from '@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm?url';
import mvpWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-mvp.worker.js?url';
import ehWasm from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import ehWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';

/** The best bundle this browser supports (exception handling when it can). */
export function localBundle(): Promise<DuckDBBundle> {
	return selectBundle({
		mvp: { mainModule: mvpWasm, mainWorker: mvpWorker },
		eh: { mainModule: ehWasm, mainWorker: ehWorker }
	});
}
