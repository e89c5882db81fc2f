// DuckDB-WASM's worker fetches and compiles its wasm itself; when that file is missing it throws
// inside the worker and `instantiate` never settles (duckdb/duckdb-wasm#1201), so the app would
// say "starting" forever. Asking the server for the file beside it turns that into an error.

/** A promise that rejects, naming the status, when `url` cannot be fetched, and otherwise never
 * settles (a race partner for `instantiate`). */
export function failsWhenUnreachable(url: string, fetchFile: typeof fetch = fetch): Promise<never> {
	return fetchFile(url, { method: 'HEAD' }).then(
		(response) => {
			if (!response.ok)
				throw new Error(`its WebAssembly file ${url} answered HTTP ${response.status}`);
			return new Promise<never>(() => {});
		},
		(error: Error) => {
			throw new Error(`its WebAssembly file ${url} could not be fetched (${error.message})`);
		}
	);
}
