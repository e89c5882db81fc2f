// Messages between the page and the Parquet decode worker.

/** Where the worker reads the file: chosen columns by range requests (a big file), or bytes the
 * page already fetched whole (a small one). */
export type DecodeSource =
	| {
			/** Absolute URL of the Parquet file (the worker has no page base to resolve against). */
			url: string;
			columns: string[];
	  }
	| { bytes: Uint8Array };

export interface DecodeRequest {
	id: number;
	source: DecodeSource;
}

export type DecodeResponse =
	{ id: number; ok: true; ipc: Uint8Array } | { id: number; ok: false; message: string };
