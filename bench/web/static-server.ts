// A tiny static server for the built site (routes are prerendered as NAME.html), with optional
// overrides so a bench can serve another papers.parquet without rebuilding. It answers HEAD and
// byte ranges (as static hosts do) and counts the bytes it sends per path.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.mjs': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.wasm': 'application/wasm',
	'.parquet': 'application/octet-stream',
	'.svg': 'image/svg+xml'
};

/** `[start, end]` (inclusive) of a single-range header, or null for the whole file. */
export function byteRange(header: string | undefined, size: number): [number, number] | null {
	const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
	if (!match || (match[1] === '' && match[2] === '')) return null;
	if (match[1] === '') return [Math.max(0, size - Number(match[2])), size - 1];
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
	return [Number(match[1]), end];
}

export interface StaticServer {
	url: string;
	server: Server;
	/** Bytes sent per URL path since the last reset. */
	sent: Map<string, number>;
}

export async function serveStatic(
	root: string,
	overrides: Record<string, string>,
	/** 0: any free port. */
	port = 0
): Promise<StaticServer> {
	const sent = new Map<string, number>();
	const server = createServer(async (request, response) => {
		const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
		const candidates = overrides[path]
			? [overrides[path]]
			: [
					join(root, normalize(path)),
					join(root, normalize(path), 'index.html'),
					join(root, `${normalize(path)}.html`)
				];
		for (const file of candidates) {
			if (!file.startsWith(root) && !Object.values(overrides).includes(file)) continue;
			const info = await stat(file).catch(() => null);
			if (!info?.isFile()) continue;
			const range = byteRange(request.headers.range, info.size);
			if (range && range[0] > range[1]) {
				response.writeHead(416, { 'content-range': `bytes */${info.size}` }).end();
				return;
			}
			const [start, end] = range ?? [0, info.size - 1];
			const headers: Record<string, string | number> = {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
				'cache-control': 'no-store',
				'accept-ranges': 'bytes',
				'content-length': end - start + 1
			};
			if (range) headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
			response.writeHead(range ? 206 : 200, headers);
			if (request.method === 'HEAD' || info.size === 0) {
				response.end();
				return;
			}
			sent.set(path, (sent.get(path) ?? 0) + end - start + 1);
			createReadStream(file, { start, end }).pipe(response);
			return;
		}
		response.writeHead(404).end('not found');
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('no port');
	return { url: `http://127.0.0.1:${address.port}`, server, sent };
}
