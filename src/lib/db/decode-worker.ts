// A Web Worker that decodes chosen columns of a Parquet file into one Arrow IPC stream. Decoding
// off the main thread keeps the page responsive at a million papers; parquet-wasm fetches only the
// byte ranges of the columns asked for (HTTP range requests), so charts never download abstracts.
import initParquet, { ParquetFile } from 'parquet-wasm/esm';
import type { DecodeRequest, DecodeResponse } from './decode-protocol.ts';

let ready: Promise<unknown> | null = null;

async function decode(request: DecodeRequest): Promise<DecodeResponse> {
	ready ??= initParquet({ module_or_path: request.wasmUrl }).catch((error) => {
		ready = null; // the next request tries again
		throw error;
	});
	await ready;
	// Range requests only: reading a fetched Blob (ParquetFile.fromFile) panics inside
	// parquet-wasm 0.8 when the response came from the HTTP cache (seen on every second visit).
	const file = await ParquetFile.fromUrl(request.url);
	try {
		const table = await file.read({ columns: request.columns, batchSize: 65_536, concurrency: 4 });
		// intoIPCStream consumes the table: nothing left to free.
		return { id: request.id, ok: true, ipc: table.intoIPCStream() };
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
