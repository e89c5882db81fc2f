// The one module that talks to the network: GET with a timeout, retries with backoff on 429/5xx,
// dropped connections and damaged bodies, honouring Retry-After, and a pause between requests.
import { DamagedBodyError, ShapeError, preview } from '../parse/fetched/body-errors.ts';
import { FetchError } from './errors.ts';

export interface HttpEffects {
	fetch: typeof fetch;
	sleep: (ms: number) => Promise<void>;
	now: () => number;
	/** In [0, 1): spreads backoff so clients that failed together do not retry together. */
	random: () => number;
}

export interface HttpPolicy {
	/** Per attempt, headers and body. */
	timeoutMs: number;
	/** Attempts after the first. */
	retries: number;
	/** Backoff before the first retry; doubles each time, up to `maxBackoffMs`. */
	backoffMs: number;
	maxBackoffMs: number;
	/** A Retry-After longer than this ends the run with a message instead of a silent wait. */
	maxRetryAfterMs: number;
	userAgent: string;
}

export interface HttpStats {
	requests: number;
	retries: number;
	bytes: number;
}

export interface RetryNotice {
	url: string;
	reason: string;
	attempt: number;
	attempts: number;
	delayMs: number;
}

export const realEffects: HttpEffects = {
	fetch: (input, init) => fetch(input, init),
	sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
	now: () => Date.now(),
	random: Math.random
};

/** Retry-After as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
	if (value === null || value.trim() === '') return null;
	if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
	const date = Date.parse(value);
	return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The reset time of the IETF draft `RateLimit` header Hugging Face sends
 * (`"api";r=0;t=55`: 0 requests left, 55 s until the window resets), in ms; else null.
 */
export function parseRateLimitReset(value: string | null): number | null {
	const reset = value ? /(?:^|;)\s*t=(\d+)/.exec(value) : null;
	return reset ? Number(reset[1]) * 1000 : null;
}

/** Keeps requests to one host at least `gapMs` apart, start to start. */
export class Pacer {
	private last = -Infinity;
	constructor(
		private readonly gapMs: number,
		private readonly effects: Pick<HttpEffects, 'sleep' | 'now'>
	) {}
	async wait(): Promise<void> {
		const due = this.last + this.gapMs - this.effects.now();
		if (due > 0) await this.effects.sleep(due);
		this.last = this.effects.now();
	}
}

const RETRY_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

class Retryable extends Error {
	constructor(
		reason: string,
		readonly retryAfterMs: number | null = null
	) {
		super(reason);
	}
}

export class HttpClient {
	readonly stats: HttpStats = { requests: 0, retries: 0, bytes: 0 };
	constructor(
		private readonly policy: HttpPolicy,
		private readonly effects: HttpEffects = realEffects,
		private readonly onRetry: (notice: RetryNotice) => void = () => {}
	) {}

	/**
	 * GETs `url` and hands the body to `accept`, which returns what the caller keeps. `accept`
	 * throwing DamagedBodyError asks again; ShapeError (or any other error) ends with FetchError.
	 */
	async get<T>(url: string, accept: (body: string) => T, pacer?: Pacer): Promise<T> {
		const attempts = this.policy.retries + 1;
		for (let attempt = 1; ; attempt++) {
			await pacer?.wait();
			try {
				return accept(await this.attempt(url));
			} catch (error) {
				const retry =
					error instanceof Retryable
						? error
						: error instanceof DamagedBodyError
							? new Retryable(error.message)
							: null;
				if (!retry) {
					if (error instanceof FetchError) throw error;
					const what = error instanceof ShapeError ? 'unexpected shape: ' : '';
					throw new FetchError(url, what + (error as Error).message);
				}
				if (attempt >= attempts) {
					throw new FetchError(
						url,
						`${retry.message} (gave up after ${attempts} attempt${attempts === 1 ? '' : 's'})`
					);
				}
				const delayMs = this.delay(url, retry, attempt);
				this.stats.retries++;
				this.onRetry({ url, reason: retry.message, attempt, attempts, delayMs });
				await this.effects.sleep(delayMs);
			}
		}
	}

	private delay(url: string, retry: Retryable, attempt: number): number {
		if (retry.retryAfterMs !== null) {
			if (retry.retryAfterMs > this.policy.maxRetryAfterMs) {
				const wait = Math.ceil(retry.retryAfterMs / 1000);
				const limit = Math.round(this.policy.maxRetryAfterMs / 1000);
				throw new FetchError(
					url,
					`${retry.message}, asks to wait ${wait} s (over the ${limit} s limit; rerun later)`
				);
			}
			return retry.retryAfterMs;
		}
		const backoff = Math.min(this.policy.maxBackoffMs, this.policy.backoffMs * 2 ** (attempt - 1));
		return Math.round(backoff * (0.5 + this.effects.random() / 2));
	}

	/** One request: the body as text, or Retryable, or FetchError for answers not worth repeating. */
	private async attempt(url: string): Promise<string> {
		this.stats.requests++;
		let response: Response;
		try {
			response = await this.effects.fetch(url, {
				headers: {
					'user-agent': this.policy.userAgent,
					accept: 'application/json, application/atom+xml;q=0.9, */*;q=0.1'
				},
				signal: AbortSignal.timeout(this.policy.timeoutMs),
				redirect: 'follow'
			});
		} catch (error) {
			throw new Retryable(describeNetworkError(error, this.policy.timeoutMs));
		}
		const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
		let bytes: ArrayBuffer;
		try {
			bytes = await response.arrayBuffer();
		} catch (error) {
			if (!response.ok) throw new Retryable(status);
			const length = response.headers.get('content-length');
			const declared = length ? ` of the ${length} bytes announced` : '';
			throw new Retryable(
				`the body was cut short${declared} (${describeNetworkError(error, this.policy.timeoutMs)})`
			);
		}
		this.stats.bytes += bytes.byteLength;
		if (RETRY_STATUS.has(response.status)) {
			const headers = response.headers;
			const after =
				parseRetryAfter(headers.get('retry-after'), this.effects.now()) ??
				parseRateLimitReset(headers.get('ratelimit'));
			throw new Retryable(status, after);
		}
		const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
		if (!response.ok) throw new FetchError(url, `${status}: ${preview(text) || '(empty body)'}`);
		return text;
	}
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
	const err = error as Error & { cause?: Error & { code?: string } };
	if (err.name === 'TimeoutError' || err.name === 'AbortError') {
		return `no complete answer within ${timeoutMs / 1000} s`;
	}
	const cause = err.cause ? `: ${err.cause.code ?? err.cause.message}` : '';
	return `${err.message}${cause}`;
}
