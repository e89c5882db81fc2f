// Messages between the page and the Parquet decode worker.

export interface DecodeRequest {
	id: number;
	/** Absolute URL of the Parquet file (the worker has no page base to resolve against). */
	url: string;
	/** Absolute URL of parquet-wasm's own wasm file, served by this site. */
	wasmUrl: string;
	columns: string[];
}

export type DecodeResponse =
	{ id: number; ok: true; ipc: Uint8Array } | { id: number; ok: false; message: string };
