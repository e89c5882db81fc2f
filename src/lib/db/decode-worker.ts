// A Web Worker that decodes chosen columns of a Parquet file into one Arrow IPC stream. Decoding
// off the main thread keeps the page responsive at a million papers; parquet-wasm fetches only the
// byte ranges of the columns asked for (HTTP range requests), so charts never download abstracts.
// A small file the page fetched whole arrives as bytes and is decoded whole.
import initParquet, { ParquetFile, readParquet, type Table } from 'parquet-wasm/esm';
import type { DecodeRequest, DecodeResponse } from './decode-protocol.ts';

let ready: Promise<unknown> | null = null;

async function decode(request: DecodeRequest): Promise<DecodeResponse> {
	// parquet-wasm finds its wasm beside its glue (Vite bundles it with this worker): passing
	// another URL from the page made the build ship the 5 MB file twice.
	ready ??= initParquet().catch((error) => {
		ready = null; // the next request tries again
		throw error;
	});
	await ready;
	const table = await read(request.source);
	// intoIPCStream consumes the table: nothing left to free.
	return { id: request.id, ok: true, ipc: table.intoIPCStream() };
}

async function read(source: DecodeRequest['source']): Promise<Table> {
	if ('bytes' in source) return readParquet(source.bytes);
	// Range requests only: reading a fetched Blob (ParquetFile.fromFile) panics inside
	// parquet-wasm 0.8 when the response came from the HTTP cache (seen on every second visit).
	const file = await ParquetFile.fromUrl(source.url);
	try {
		return await file.read({ columns: source.columns, batchSize: 65_536, concurrency: 4 });
	} finally {
		file.free();
	}
}

async function answer(request: DecodeRequest): Promise<void> {
	let response: DecodeResponse;
	try {
		response = await decode(request);
	} catch (error) {
		response = { id: request.id, ok: false, message: String((error as Error)?.message ?? error) };
	}
	const transfer = response.ok ? [response.ipc.buffer as ArrayBuffer] : [];
	self.postMessage(response, { transfer });
}

// One decode at a time: parquet-wasm's readers are not re-entrant, and two interleaved reads
// (chart columns, then the SQL console's text columns) panic inside the wasm.
let queue: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<DecodeRequest>) => {
	queue = queue.then(() => answer(event.data));
};
