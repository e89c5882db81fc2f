// Vite's static file server (sirv) answers a suffix range (`Range: bytes=-N`, "the last N bytes")
// with the first N+1 bytes. Parquet readers fetch the footer exactly that way, so the dev and
// preview servers rewrite suffix ranges into explicit ones before sirv sees them. Real static
// hosts (nginx, GitHub Pages, S3) need nothing of the kind.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** `bytes=-N` → `bytes=start-end` for a file of `size` bytes; other ranges unchanged. */
export function explicitRange(range: string, size: number): string {
	const match = /^bytes=-(\d+)$/.exec(range.trim());
	if (!match || size === 0) return range;
	const last = Math.min(Number(match[1]), size);
	return `bytes=${size - last}-${size - 1}`;
}

function sizeIn(roots: string[], url: string): number | null {
	const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
	for (const root of roots) {
		try {
			return statSync(join(root, path)).size;
		} catch {
			// not in this root
		}
	}
	return null;
}

function middleware(roots: string[]): Connect.NextHandleFunction {
	return (req, _res, next) => {
		const range = req.headers.range;
		if (range?.startsWith('bytes=-') && req.url) {
			const size = sizeIn(roots, req.url);
			if (size !== null) req.headers.range = explicitRange(range, size);
		}
		next();
	};
}

export function explicitSuffixRanges(): Plugin {
	return {
		name: 'explicit-suffix-ranges',
		configureServer: (server) => void server.middlewares.use(middleware(['static'])),
		configurePreviewServer: (server) => void server.middlewares.use(middleware(['build', 'static']))
	};
}
