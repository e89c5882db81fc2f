// Where the ETL's loader is registered from: for worker threads, and for the child processes that
// run the ETL as `npm run etl` does (package.json names the same file).
import { fileURLToPath } from 'node:url';

export const REGISTER_URL = new URL('./register.mjs', import.meta.url);

/** Node options that load TypeScript through the ETL's loader. */
export const LOADER_ARGS = ['--import', fileURLToPath(REGISTER_URL)];
