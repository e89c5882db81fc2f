// DuckDB-WASM's worker fetches and compiles its wasm itself; when that file is missing it throws
// inside the worker and `instantiate` never settles (duckdb/duckdb-wasm#1201), so the app would
// say "starting" forever. Asking the server for the file beside it turns that into an error.

/** A promise that rejects, naming the status, when the server says `url` is not there (404,
 * 410) or it cannot be fetched, and otherwise never settles (a race partner for `instantiate`).
 * Any other answer (a host that refuses HEAD with 403 or 405) leaves the decision to DuckDB. */
export function failsWhenUnreachable(url: string, fetchFile: typeof fetch = fetch): Promise<never> {
	return fetchFile(url, { method: 'HEAD' }).then(
		(response) => {
			if (response.status === 404 || response.status === 410)
				throw new Error(`its WebAssembly file ${url} answered HTTP ${response.status}`);
			return new Promise<never>(() => {});
		},
		(error: Error) => {
			throw new Error(`its WebAssembly file ${url} could not be fetched (${error.message})`);
		}
	);
}
