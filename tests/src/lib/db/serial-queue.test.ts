import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../../../../src/lib/db/serial-queue.ts';

/** A task that records when it starts and ends, and finishes when told to. */
function task(log: string[], name: string) {
	let finish: () => void = () => {};
	const work = () =>
		new Promise<string>((resolve) => {
			log.push(`start ${name}`);
			finish = () => {
				log.push(`end ${name}`);
				resolve(name);
			};
		});
	return { work, finish: () => finish() };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('SerialQueue', () => {
	it('runs one task at a time, in order', async () => {
		const log: string[] = [];
		const queue = new SerialQueue();
		const a = task(log, 'a');
		const b = task(log, 'b');
		const done = [queue.run(a.work), queue.run(b.work)];
		await tick();
		expect(log).toEqual(['start a']);
		a.finish();
		await tick();
		b.finish();
		expect(await Promise.all(done)).toEqual(['a', 'b']);
		expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
	});

	it('runs an urgent task before those still waiting, never during the running one', async () => {
		const log: string[] = [];
		const queue = new SerialQueue();
		const [a, b, c] = ['a', 'b', 'c'].map((n) => task(log, n));
		const done = [queue.run(a.work), queue.run(b.work), queue.run(c.work, true)];
		await tick();
		for (const t of [a, c, b]) {
			t.finish();
			await tick();
		}
		await Promise.all(done);
		expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a', 'start c', 'start b']);
	});

	it('goes on after a failed task and reports the failure to its caller', async () => {
		const queue = new SerialQueue();
		const failed = queue.run(() => Promise.reject(new Error('bad sql')));
		const next = queue.run(async () => 'next');
		await expect(failed).rejects.toThrow('bad sql');
		expect(await next).toBe('next');
	});
});
