// A request that failed for good; what can be wrong with a body is the parsers' (body-errors.ts).

/** A request that failed for good, naming the URL and what was unexpected. */
export class FetchError extends Error {
	constructor(
		readonly url: string,
		reason: string
	) {
		super(`GET ${url}: ${reason}`);
	}
}
