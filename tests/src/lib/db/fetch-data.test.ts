import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchData } from '../../../../src/lib/db/fetch-data';

afterEach(() => vi.unstubAllGlobals());

describe('fetchData', () => {
	it('names the file and what to do when the server cannot be reached', async () => {
		vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
		await expect(fetchData('data/papers.parquet', 'http://x/data/papers.parquet')).rejects.toThrow(
			'data/papers.parquet could not be fetched (Failed to fetch): check the connection or the server, then reload the page.'
		);
	});

	it("hands back the server's response, whatever its status, with the request as asked", async () => {
		const response = new Response('missing', { status: 404 });
		const fetch = vi.fn().mockResolvedValue(response);
		vi.stubGlobal('fetch', fetch);
		expect(await fetchData('data/a', 'http://x/data/a', { method: 'HEAD' })).toBe(response);
		expect(fetch).toHaveBeenCalledWith('http://x/data/a', { method: 'HEAD' });
	});
});

describe('fetchData, cancelled', () => {
	it('passes a cancelled fetch on as it is, not as a failure to reach the server', async () => {
		const aborted = new DOMException('The operation was aborted.', 'AbortError');
		vi.stubGlobal('fetch', vi.fn().mockRejectedValue(aborted));
		await expect(fetchData('data/a', 'http://x/data/a')).rejects.toBe(aborted);
	});
});
