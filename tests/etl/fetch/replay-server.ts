// A loopback HTTP server that answers like Hugging Face and arXiv from the corpus, and misbehaves
// on request: 429 with Retry-After, 5xx, a body cut short, a changed field, no answer at all.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listedOn, matches, submittedOn, type CorpusPaper } from './corpus.ts';
import { atomFeed, hfItem, type AtomLook } from './render.ts';

export type FaultKind =
	| '429'
	| '500'
	| '503'
	/** 429 whose body is the plain text arXiv sends when throttling. */
	| 'rate-exceeded'
	/** Content-Length of the whole body, half of it sent, then the connection dropped. */
	| 'truncate'
	/** A complete HTTP answer whose body is half of the real one. */
	| 'cut'
	/** A field renamed (HF `paper.summary` → `paper.abstract`; arXiv `<published>` → `<submitted>`). */
	| 'changed'
	/** An HTML page with status 200, as a captive portal or error page gives. */
	| 'html'
	| '404'
	/** Headers never sent. */
	| 'hang';

export interface Fault {
	/** Matched against the path and query of the request. */
	path: RegExp;
	kind: FaultKind;
	/** How many matching requests get the fault (default 1). */
	times?: number;
	retryAfter?: string;
	/** Hugging Face's `RateLimit` header (`"api";r=0;t=55`), sent with a 429. */
	rateLimit?: string;
}

export interface ReplayServer {
	url: string;
	/** Every request's path and query, in order. */
	requests: string[];
	faults: Fault[];
	close(): Promise<void>;
}

const SEARCH_DAYS = { since: '2025-05-28', until: '2025-06-08' };

function hfDaily(url: URL): unknown[] {
	const limit = Number(url.searchParams.get('limit') ?? 50);
	const page = Number(url.searchParams.get('p') ?? 0);
	const day = url.searchParams.get('date') ?? '2025-06-01';
	return listedOn(day)
		.slice(page * limit, page * limit + limit)
		.map(hfItem);
}

function hfSearch(url: URL): unknown[] {
	const terms = (url.searchParams.get('q') ?? '').split(/\s+/).filter(Boolean);
	const found: CorpusPaper[] = [];
	for (let t = Date.parse(SEARCH_DAYS.since); t <= Date.parse(SEARCH_DAYS.until); t += 86_400_000) {
		const day = new Date(t).toISOString().slice(0, 10);
		found.push(...submittedOn(day).filter((p) => matches(p, terms)));
	}
	// By "relevance" (here: the id's digits reversed), 30 at most, as a search page has a size.
	const relevance = (p: CorpusPaper) => p.id.split('').reverse().join('');
	return found
		.sort((a, b) => relevance(a).localeCompare(relevance(b)))
		.slice(0, 30)
		.map(hfItem);
}

/** Reads the parts of `search_query` the fetch writes: categories, `all:` terms, the day. */
function arxivQuery(url: URL): string {
	const query = url.searchParams.get('search_query') ?? '';
	const day = /submittedDate:\[(\d{4})(\d{2})(\d{2})0000 TO/.exec(query);
	const start = Number(url.searchParams.get('start') ?? 0);
	const perPage = Number(url.searchParams.get('max_results') ?? 10);
	const categories = [...query.matchAll(/cat:([\w.-]+)/g)].map((m) => m[1]);
	const terms = [...query.matchAll(/all:(?:"([^"]+)"|(\S+))/g)].flatMap((m) =>
		(m[1] ?? m[2]).split(' ')
	);
	const papers = day
		? submittedOn(`${day[1]}-${day[2]}-${day[3]}`).filter(
				(p) =>
					matches(p, terms) &&
					(categories.length === 0 || p.categories.some((c) => categories.includes(c)))
			)
		: [];
	// Both looks of the feed are served: odd days the manual's, even days 2025's.
	const look: AtomLook = day && Number(day[3]) % 2 === 1 ? 'manual' : '2025';
	const page = papers.slice(start, start + perPage);
	return atomFeed(page, { total: papers.length, start, perPage, query, look });
}

function answer(url: URL): { type: string; body: string } | null {
	if (url.pathname === '/api/daily_papers') {
		return { type: 'application/json', body: JSON.stringify(hfDaily(url)) };
	}
	if (url.pathname === '/api/papers/search') {
		return { type: 'application/json', body: JSON.stringify(hfSearch(url)) };
	}
	if (url.pathname === '/api/query') {
		return { type: 'application/atom+xml; charset=utf-8', body: arxivQuery(url) };
	}
	return null;
}

function changed(body: string, type: string): string {
	if (type.includes('json')) return body.replaceAll('"summary":', '"abstract":');
	return body.replaceAll('<published>', '<submitted>').replaceAll('</published>', '</submitted>');
}

function serve(server: ReplayServer, req: IncomingMessage, res: ServerResponse): void {
	const path = req.url ?? '/';
	server.requests.push(path);
	const url = new URL(path, 'http://127.0.0.1');
	const found = answer(url);
	const fault = server.faults.find((f) => f.path.test(path) && (f.times ?? 1) > 0);
	if (fault) fault.times = (fault.times ?? 1) - 1;
	const send = (
		status: number,
		type: string,
		body: string,
		headers: Record<string, string> = {}
	) => {
		res.writeHead(status, {
			'content-type': type,
			'content-length': Buffer.byteLength(body),
			...headers
		});
		res.end(body);
	};
	if (!found) return send(404, 'text/plain', 'Not Found');
	const retryAfter: Record<string, string> = fault?.retryAfter
		? { 'retry-after': fault.retryAfter }
		: {};
	switch (fault?.kind) {
		case undefined:
			return send(200, found.type, found.body);
		case '429': {
			const rateLimit: Record<string, string> = fault.rateLimit
				? { ratelimit: fault.rateLimit }
				: {};
			return send(429, 'application/json', '{"error":"Too Many Requests"}', {
				...retryAfter,
				...rateLimit
			});
		}
		case 'rate-exceeded':
			return send(429, 'text/plain', 'Rate exceeded.', retryAfter);
		case '500':
		case '503':
			return send(
				Number(fault.kind),
				'text/html',
				'<html><body>Internal error</body></html>',
				retryAfter
			);
		case '404':
			return send(404, 'text/plain', 'Not Found');
		case 'html':
			return send(200, 'text/html', '<!DOCTYPE html><html><body>Please log in</body></html>');
		case 'changed':
			return send(200, found.type, changed(found.body, found.type));
		case 'cut':
			return send(200, found.type, found.body.slice(0, Math.floor(found.body.length / 2)));
		case 'truncate': {
			res.writeHead(200, {
				'content-type': found.type,
				'content-length': Buffer.byteLength(found.body)
			});
			res.write(found.body.slice(0, Math.floor(found.body.length / 2)));
			setTimeout(() => res.socket?.destroy(), 20);
			return;
		}
		case 'hang':
			return;
	}
}

/** Starts on 127.0.0.1 at `port` (0: any free port). */
export async function startReplayServer(faults: Fault[] = [], port = 0): Promise<ReplayServer> {
	const http = createServer();
	const server: ReplayServer = {
		url: '',
		requests: [],
		faults,
		close: () =>
			new Promise((resolve) => {
				http.closeAllConnections();
				http.close(() => resolve());
			})
	};
	http.on('request', (req, res) => serve(server, req, res));
	await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
	server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
	return server;
}
