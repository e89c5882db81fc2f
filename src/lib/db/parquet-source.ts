// Reads the data files for DuckDB: columns are decoded in a worker (parquet-wasm → Arrow IPC).
// The learned names (entities.parquet) are a small file: fetched whole, decoded whole, and
// optional. A paper page reads its own row elsewhere (paper.ts), without the database.
import { plainDataError } from '$lib/text/data-errors';
import type { DecodeRequest, DecodeResponse, DecodeSource } from './decode-protocol.ts';
import { dataUrl, fetchData } from './fetch-data.ts';

export const PAPERS_URL = 'data/papers.parquet';
export const ENTITIES_URL = 'data/entities.parquet';

export const papersUrl = (base: string) => dataUrl(base, PAPERS_URL);

let probe: Promise<number | null> | null = null;

/** The file's size (null when the server does not say); fails clearly when it is missing. */
export function papersFileSize(base: string): Promise<number | null> {
	probe ??= fetchData(PAPERS_URL, papersUrl(base), { method: 'HEAD' })
		.then((response) => {
			if (!response.ok) {
				throw new Error(
					`${PAPERS_URL}: HTTP ${response.status} (run \`npm run etl\` to create it)`
				);
			}
			const length = response.headers.get('content-length');
			return length === null ? null : Number(length);
		})
		.catch((error) => {
			probe = null; // a later view may try again
			throw error;
		});
	return probe;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<
	number,
	{ file: string; resolve: (ipc: Uint8Array) => void; reject: (e: Error) => void }
>();

function decodeWorker(): Worker {
	if (worker) return worker;
	worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
	worker.onmessage = (event: MessageEvent<DecodeResponse>) => {
		const response = event.data;
		const waiting = pending.get(response.id);
		pending.delete(response.id);
		if (!waiting) return;
		if (response.ok) waiting.resolve(response.ipc);
		else waiting.reject(new Error(plainDataError(response.message, waiting.file)));
	};
	const fail = (reason: string) => {
		for (const waiting of pending.values()) {
			waiting.reject(
				new Error(plainDataError(`the decode worker failed (${reason})`, waiting.file))
			);
		}
		pending.clear();
		worker?.terminate();
		worker = null;
	};
	worker.onerror = (event) => fail(event.message);
	worker.onmessageerror = () => fail('a message could not be read');
	return worker;
}

function decodeInWorker(file: string, source: DecodeSource): Promise<Uint8Array> {
	const request: DecodeRequest = { id: nextId++, source };
	const transfer = 'bytes' in source ? [source.bytes.buffer as ArrayBuffer] : [];
	return new Promise((resolve, reject) => {
		pending.set(request.id, { file, resolve, reject });
		decodeWorker().postMessage(request, { transfer });
	});
}

/** Decodes `columns` of the data file, off the main thread, into one Arrow IPC stream. */
export async function decodeColumns(base: string, columns: readonly string[]): Promise<Uint8Array> {
	await papersFileSize(base); // a missing file fails here, with a clear message
	return decodeInWorker(PAPERS_URL, { url: papersUrl(base), columns: [...columns] });
}

const MAGIC = [0x50, 0x41, 0x52, 0x31]; // "PAR1", at both ends of every Parquet file

function isParquet(bytes: Uint8Array): boolean {
	const end = bytes.length - MAGIC.length;
	return end >= MAGIC.length && MAGIC.every((b, i) => bytes[i] === b && bytes[end + i] === b);
}

/** The learned names as one Arrow IPC stream, or null when the build has no such file (the ETL
 * writes it beside papers.parquet; an older data directory lacks it). */
export async function decodeEntities(base: string): Promise<Uint8Array | null> {
	const response = await fetchData(ENTITIES_URL, dataUrl(base, ENTITIES_URL));
	if (response.status === 404) return null;
	if (!response.ok) throw new Error(`${ENTITIES_URL}: HTTP ${response.status}`);
	const bytes = new Uint8Array(await response.arrayBuffer());
	// Anything else (an HTML error page served as 200, a truncated copy) would panic inside the
	// wasm decoder, which the papers' own decodes share.
	if (!isParquet(bytes))
		throw new Error(`${ENTITIES_URL}: not a Parquet file (${bytes.length} bytes)`);
	return decodeInWorker(ENTITIES_URL, { bytes });
}
