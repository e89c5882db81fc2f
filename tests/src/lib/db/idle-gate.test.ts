import { describe, expect, it } from 'vitest';
import { IdleGate } from '../../../../src/lib/db/idle-gate.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('IdleGate', () => {
	it('is idle at once when no query is in flight', async () => {
		await new IdleGate().idle();
	});

	it('waits for every query in flight, a failing one too', async () => {
		const gate = new IdleGate();
		let finish: () => void = () => {};
		const first = gate.during(() => new Promise<void>((r) => (finish = r)));
		const second = gate.during(() => Promise.reject(new Error('bad sql')));
		let idle = false;
		void gate.idle().then(() => (idle = true));
		await expect(second).rejects.toThrow('bad sql');
		await tick();
		expect(idle).toBe(false);
		finish();
		await first;
		await tick();
		await tick();
		expect(idle).toBe(true);
	});

	it('lets a query sent right after an answer go first', async () => {
		const gate = new IdleGate();
		const order: string[] = [];
		await gate.during(async () => {
			void gate.idle().then(() => order.push('background'));
		});
		// Sent in the same task as the answer arrived: before the gate opens.
		const next = gate.during(async () => {
			await tick();
			order.push('reader');
		});
		await next;
		await tick();
		await tick();
		expect(order).toEqual(['reader', 'background']);
	});
});
