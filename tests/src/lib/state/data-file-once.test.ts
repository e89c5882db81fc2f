import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('$app/paths', () => ({ base: '/app' }));
const { dataFileOnce } = await import('../../../../src/lib/state/data-file-once.ts');

afterEach(() => vi.unstubAllGlobals());

const served = (body: ArrayBuffer | null) => {
	const fetch = vi.fn(async () =>
		body ? new Response(body) : new Response('missing', { status: 404 })
	);
	vi.stubGlobal('fetch', fetch);
	return fetch;
};

describe('dataFileOnce', () => {
	it('fetches the file from data/ once, however often it is asked for', async () => {
		const fetch = served(new Uint8Array([7]).buffer);
		const file = dataFileOnce('x.bin', (bytes) => new Uint8Array(bytes)[0]);
		expect(await Promise.all([file.get(), file.get()])).toEqual([7, 7]);
		expect(await file.get()).toBe(7);
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(fetch).toHaveBeenCalledWith('/app/data/x.bin');
	});

	it('lets a waiter wait without fetching, and answers it once fetched', async () => {
		const fetch = served(new Uint8Array([3]).buffer);
		const file = dataFileOnce('x.bin', (bytes) => new Uint8Array(bytes)[0]);
		const heard: (number | null)[] = [];
		file.whenFetched((v) => heard.push(v));
		await Promise.resolve();
		expect(fetch).not.toHaveBeenCalled();
		await file.get();
		await Promise.resolve();
		expect(heard).toEqual([3]);
		// Once fetched, a new waiter hears at once (on the next tick).
		file.whenFetched((v) => heard.push(v));
		await file.get();
		expect(heard).toEqual([3, 3]);
	});

	it('is null when the file is missing, does not decode, or the fetch fails', async () => {
		served(null);
		expect(await dataFileOnce('x.bin', () => 1).get()).toBeNull();
		served(new ArrayBuffer(1));
		expect(await dataFileOnce('x.bin', () => null).get()).toBeNull();
		vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
		expect(await dataFileOnce('x.bin', () => 1).get()).toBeNull();
	});
});
