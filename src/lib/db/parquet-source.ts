// The one module that reads the data file. Columns for DuckDB are decoded in a worker
// (parquet-wasm → Arrow IPC); one paper's full row is read directly (hyparquet), so a paper page
// never waits for the database or downloads more than the row group that holds it.
import { asyncBufferFromUrl, cachedAsyncBuffer, type AsyncBuffer } from 'hyparquet';
import parquetWasmUrl from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';
import type { DecodeRequest, DecodeResponse } from './decode-protocol.ts';
import { readPaperRow } from './paper-row.ts';

export const PAPERS_URL = 'data/papers.parquet';

export interface DecodedColumns {
	/** Arrow IPC stream of the requested columns, ready for DuckDB. */
	ipc: Uint8Array;
	rows: number;
	/** Bytes of the file fetched for these columns. */
	bytesRead: number;
	ms: number;
}

const absolute = (path: string) => new URL(path, location.href).href;
const papersUrl = (base: string) => absolute(`${base}/${PAPERS_URL}`);

let probe: Promise<number> | null = null;

/** The file's size; fails with a clear message when it is missing. */
export function papersFileSize(base: string): Promise<number> {
	probe ??= fetch(papersUrl(base), { method: 'HEAD' }).then((response) => {
		if (!response.ok) {
			probe = null;
			throw new Error(`${PAPERS_URL}: HTTP ${response.status} (run \`npm run etl\` to create it)`);
		}
		return Number(response.headers.get('content-length') ?? 0);
	});
	return probe;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<
	number,
	{ resolve: (d: DecodedColumns) => void; reject: (e: Error) => void }
>();

function decodeWorker(): Worker {
	if (worker) return worker;
	worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
	worker.onmessage = (event: MessageEvent<DecodeResponse>) => {
		const response = event.data;
		const waiting = pending.get(response.id);
		pending.delete(response.id);
		if (!waiting) return;
		if (response.ok) waiting.resolve(response);
		else waiting.reject(new Error(`${PAPERS_URL}: ${response.message}`));
	};
	worker.onerror = (event) => {
		const error = new Error(`${PAPERS_URL}: the decode worker failed (${event.message})`);
		for (const waiting of pending.values()) waiting.reject(error);
		pending.clear();
		worker = null;
	};
	return worker;
}

/** Decodes `columns` of the data file, off the main thread, into one Arrow IPC stream. */
export async function decodeColumns(base: string, columns: string[]): Promise<DecodedColumns> {
	const size = await papersFileSize(base);
	const request: DecodeRequest = {
		size,
		id: nextId++,
		url: papersUrl(base),
		wasmUrl: absolute(parquetWasmUrl),
		columns
	};
	return new Promise((resolve, reject) => {
		pending.set(request.id, { resolve, reject });
		decodeWorker().postMessage(request);
	});
}

let remote: Promise<AsyncBuffer> | null = null;

function papersAsyncBuffer(base: string): Promise<AsyncBuffer> {
	remote ??= papersFileSize(base).then(async (byteLength) =>
		cachedAsyncBuffer(await asyncBufferFromUrl({ url: papersUrl(base), byteLength }))
	);
	return remote;
}

/** One paper's full row from the site's data file, or null when no paper has this id. */
export async function readPaper(base: string, id: string): Promise<Record<string, unknown> | null> {
	return readPaperRow(await papersAsyncBuffer(base), id);
}
