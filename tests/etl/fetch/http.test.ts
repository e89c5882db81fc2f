import { afterEach, describe, expect, it } from 'vitest';
import { DamagedBodyError, ShapeError } from '../../../etl/parse/fetched/body-errors.ts';
import { FetchError } from '../../../etl/fetch/errors.ts';
import {
	HttpClient,
	parseRateLimitReset,
	Pacer,
	parseRetryAfter,
	type HttpEffects,
	type HttpPolicy,
	type RetryNotice
} from '../../../etl/fetch/http.ts';
import { startReplayServer, type Fault, type ReplayServer } from './replay-server.ts';

const policy: HttpPolicy = {
	timeoutMs: 2000,
	retries: 3,
	backoffMs: 1000,
	maxBackoffMs: 8000,
	maxRetryAfterMs: 60_000,
	userAgent: 'test'
};

/** Real requests to the loopback server; waits are recorded, not slept. */
function client(overrides: Partial<HttpPolicy> = {}) {
	const sleeps: number[] = [];
	const notices: RetryNotice[] = [];
	const effects: HttpEffects = {
		fetch: (input, init) => fetch(input, init),
		sleep: async (ms) => void sleeps.push(ms),
		now: () => Date.parse('2025-06-10T12:00:00Z'),
		random: () => 0.5
	};
	const http = new HttpClient({ ...policy, ...overrides }, effects, (n) => notices.push(n));
	return { http, sleeps, notices };
}

const asJson = (body: string) => {
	try {
		return JSON.parse(body) as unknown[];
	} catch (error) {
		throw new DamagedBodyError((error as Error).message);
	}
};

let server: ReplayServer;
async function serve(faults: Fault[]) {
	server = await startReplayServer(faults);
	return `${server.url}/api/daily_papers?date=2025-06-05&limit=100`;
}
afterEach(() => server?.close());

describe('HttpClient', () => {
	it('waits as Retry-After says on a 429, then returns the body', async () => {
		const url = await serve([{ path: /daily_papers/, kind: '429', retryAfter: '7' }]);
		const { http, sleeps, notices } = client();
		expect((await http.get(url, asJson)).length).toBeGreaterThan(0);
		expect(sleeps).toEqual([7000]);
		expect(notices[0]).toMatchObject({
			reason: 'HTTP 429 Too Many Requests',
			attempt: 1,
			attempts: 4
		});
		expect(http.stats).toMatchObject({ requests: 2, retries: 1 });
	});

	it("waits for Hugging Face's RateLimit reset when a 429 has no Retry-After", async () => {
		const url = await serve([{ path: /daily_papers/, kind: '429', rateLimit: '"api";r=0;t=42' }]);
		const { http, sleeps } = client();
		await http.get(url, asJson);
		expect(sleeps).toEqual([42_000]);
	});

	it('reads Retry-After given as an HTTP date', () => {
		const now = Date.parse('2025-06-10T12:00:00Z');
		expect(parseRetryAfter('Tue, 10 Jun 2025 12:00:30 GMT', now)).toBe(30_000);
		expect(parseRetryAfter('120', now)).toBe(120_000);
		expect(parseRetryAfter('soon', now)).toBeNull();
		expect(parseRetryAfter(null, now)).toBeNull();
		// Hugging Face's RateLimit header, read when a 429 has no Retry-After.
		expect(parseRateLimitReset('"api";r=0;t=55')).toBe(55_000);
		expect(parseRateLimitReset('"api";r=12')).toBeNull();
	});

	it('backs off exponentially on 5xx without Retry-After', async () => {
		const url = await serve([
			{ path: /daily_papers/, kind: '500', times: 1 },
			{ path: /daily_papers/, kind: '503', times: 2 }
		]);
		const { http, sleeps } = client();
		await http.get(url, asJson);
		// 1 s, 2 s, 4 s, each times 0.75 (random 0.5 → half to full backoff).
		expect(sleeps).toEqual([750, 1500, 3000]);
	});

	it('asks again when the connection drops mid-body or the body is cut short', async () => {
		const url = await serve([
			{ path: /daily_papers/, kind: 'truncate' },
			{ path: /daily_papers/, kind: 'cut' }
		]);
		const { http, notices } = client();
		expect((await http.get(url, asJson)).length).toBeGreaterThan(0);
		expect(notices.map((n) => n.reason)).toEqual([
			expect.stringMatching(/^the body was cut short of the \d+ bytes announced/),
			expect.stringMatching(/JSON/)
		]);
	});

	it('gives up with the URL and the last reason once retries are spent', async () => {
		const url = await serve([{ path: /daily_papers/, kind: '503', times: 10 }]);
		const { http } = client({ retries: 2 });
		const failure = http.get(url, asJson);
		await expect(failure).rejects.toThrow(FetchError);
		await expect(failure).rejects.toThrow(
			`GET ${url}: HTTP 503 Service Unavailable (gave up after 3 attempts)`
		);
		expect(server.requests).toHaveLength(3);
	});

	it('does not retry a 404 or a changed shape, and says what was unexpected', async () => {
		const url = await serve([{ path: /daily_papers/, kind: '404' }]);
		const { http } = client();
		await expect(http.get(url, asJson)).rejects.toThrow(
			`GET ${url}: HTTP 404 Not Found: Not Found`
		);
		const shape = () => {
			throw new ShapeError('[0].paper.summary: expected string, got missing');
		};
		await expect(http.get(url, shape)).rejects.toThrow(
			`GET ${url}: unexpected shape: [0].paper.summary`
		);
		expect(server.requests).toHaveLength(2);
	});

	it('stops rather than wait past the limit a Retry-After asks for', async () => {
		const url = await serve([{ path: /daily_papers/, kind: 'rate-exceeded', retryAfter: '3600' }]);
		const { http, sleeps } = client();
		await expect(http.get(url, asJson)).rejects.toThrow(
			/HTTP 429 Too Many Requests, asks to wait 3600 s \(over the 60 s limit; rerun later\)/
		);
		expect(sleeps).toEqual([]);
	});

	it('times out a request that never answers', async () => {
		const url = await serve([{ path: /daily_papers/, kind: 'hang', times: 5 }]);
		const { http } = client({ timeoutMs: 150, retries: 1 });
		await expect(http.get(url, asJson)).rejects.toThrow(
			/no complete answer within 0.15 s \(gave up after 2 attempts\)/
		);
	});

	it('keeps requests through a pacer at least its gap apart', async () => {
		let clock = 0;
		const sleeps: number[] = [];
		const pacer = new Pacer(3000, {
			now: () => clock,
			sleep: async (ms) => {
				sleeps.push(ms);
				clock += ms;
			}
		});
		await pacer.wait();
		clock += 500;
		await pacer.wait();
		clock += 4000;
		await pacer.wait();
		expect(sleeps).toEqual([2500]);
	});
});
