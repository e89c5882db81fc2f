// A tiny static server for the built site (routes are prerendered as NAME.html), with optional
// overrides so a bench can serve another papers.parquet without rebuilding.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

export async function serveStatic(
	root: string,
	overrides: Record<string, string>
): Promise<{ url: string; server: Server }> {
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
			response.writeHead(200, {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
				'cache-control': 'no-store'
			});
			response.end(await readFile(file));
			return;
		}
		response.writeHead(404).end('not found');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('no port');
	return { url: `http://127.0.0.1:${address.port}`, server };
}
