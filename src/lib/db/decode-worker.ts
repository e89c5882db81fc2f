// A Web Worker that decodes chosen columns of a Parquet file into one Arrow IPC stream. Decoding
// off the main thread keeps the page responsive at a million papers; parquet-wasm fetches only the
// byte ranges of the columns asked for (HTTP range requests), so charts never download abstracts.
import initParquet, { ParquetFile } from 'parquet-wasm/esm';
import type { DecodeRequest, DecodeResponse } from './decode-protocol.ts';

let ready: Promise<unknown> | null = null;

/** Below this size one whole-file request beats a range request per column chunk. */
const WHOLE_FILE_BYTES = 8 * 1024 * 1024;

async function open(request: DecodeRequest): Promise<ParquetFile> {
	if (request.size > WHOLE_FILE_BYTES) return ParquetFile.fromUrl(request.url);
	const response = await fetch(request.url);
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	return ParquetFile.fromFile(await response.blob());
}

/** Bytes this worker has fetched of `url` so far (the bench reports them). */
function bytesFetched(url: string): number {
	return performance
		.getEntriesByType('resource')
		.filter((entry) => entry.name === url)
		.reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0);
}

async function decode(request: DecodeRequest): Promise<DecodeResponse> {
	const start = performance.now();
	const before = bytesFetched(request.url);
	ready ??= initParquet({ module_or_path: request.wasmUrl });
	await ready;
	const file = await open(request);
	try {
		const rows = Number(file.metadata().fileMetadata().numRows());
		const table = await file.read({ columns: request.columns, batchSize: 65_536, concurrency: 4 });
		const ipc = table.intoIPCStream(); // consumes the table: nothing left to free
		return {
			id: request.id,
			ok: true,
			ipc,
			rows,
			bytesRead: bytesFetched(request.url) - before,
			ms: performance.now() - start
		};
	} finally {
		file.free();
	}
}

self.onmessage = async (event: MessageEvent<DecodeRequest>) => {
	const request = event.data;
	let response: DecodeResponse;
	try {
		response = await decode(request);
	} catch (error) {
		response = { id: request.id, ok: false, message: String((error as Error)?.message ?? error) };
	}
	const transfer = response.ok ? [response.ipc.buffer as ArrayBuffer] : [];
	self.postMessage(response, { transfer });
};
