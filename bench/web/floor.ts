// The floor: a bare page that only starts DuckDB-WASM (same self-hosted files as the app) and
// runs SELECT 1. Bundled by bench/web/cli.ts; announces its time on the console.
import { AsyncDuckDB, VoidLogger, selectBundle } from '@duckdb/duckdb-wasm';
import { ANNOUNCE } from './paint-probe.ts';

const params = new URLSearchParams(location.search);
const bundle = await selectBundle({
	mvp: { mainModule: params.get('mvpWasm')!, mainWorker: params.get('mvpWorker')! },
	eh: { mainModule: params.get('ehWasm')!, mainWorker: params.get('ehWorker')! }
});
const db = new AsyncDuckDB(new VoidLogger(), new Worker(bundle.mainWorker!));
await db.instantiate(bundle.mainModule, bundle.pthreadWorker);
await db.open({});
const connection = await db.connect();
await connection.query('SELECT 1');
// Announced as the app's probe announces its times (paint-probe.ts), for the same reason.
console.debug(`${ANNOUNCE}floor ${performance.now()}`);
