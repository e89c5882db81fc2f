import { describe, expect, it } from 'vitest';
import { failsWhenUnreachable } from '../../../../src/lib/db/wasm-reachable.ts';

const answering = (status: number) => (async () => new Response(null, { status })) as typeof fetch;
const settledWithin = (promise: Promise<unknown>, ms: number) =>
	Promise.race([
		promise.then(
			() => 'resolved',
			(e: Error) => e.message
		),
		new Promise((resolve) => setTimeout(() => resolve('pending'), ms))
	]);

describe('failsWhenUnreachable', () => {
	it('rejects, naming the file and the status, when the server has no wasm', async () => {
		expect(await settledWithin(failsWhenUnreachable('/a.wasm', answering(404)), 50)).toBe(
			'its WebAssembly file /a.wasm answered HTTP 404'
		);
	});

	it('rejects when the file cannot be fetched at all', async () => {
		const offline = (async () => {
			throw new TypeError('Failed to fetch');
		}) as typeof fetch;
		expect(await settledWithin(failsWhenUnreachable('/a.wasm', offline), 50)).toBe(
			'its WebAssembly file /a.wasm could not be fetched (Failed to fetch)'
		);
	});

	it('never settles when the file is there, or the host will not answer HEAD', async () => {
		for (const status of [200, 403, 405])
			expect(await settledWithin(failsWhenUnreachable('/a.wasm', answering(status)), 50)).toBe(
				'pending'
			);
	});
});
