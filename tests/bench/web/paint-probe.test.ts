import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANNOUNCE, announcedTimes } from '../../../bench/web/paint-probe.ts';

/** A page that only speaks on its console. */
function fakePage() {
	const page = new EventEmitter();
	const say = (text: string) => page.emit('console', { text: () => text });
	return { page: page as unknown as Pick<Page, 'on'>, say };
}

describe('announcedTimes', () => {
	it('gives a time announced before or after it is asked for', async () => {
		const { page, say } = fakePage();
		const times = announcedTimes(page);
		say(`${ANNOUNCE}firstChart 412.5`);
		const ready = times.until('ready');
		say(`${ANNOUNCE}ready 1900`);
		expect(await times.until('firstChart')).toBe(412.5);
		expect(await ready).toBe(1900);
	});

	it('keeps the first time of a name, reads names with spaces, and ignores other messages', async () => {
		const { page, say } = fakePage();
		const times = announcedTimes(page);
		say('a chart drew');
		say(`${ANNOUNCE}bad`);
		say(`${ANNOUNCE}floor soon`);
		say(`${ANNOUNCE}floor 40`);
		say(`${ANNOUNCE}floor 99`);
		say(`${ANNOUNCE}all charts 77`);
		expect(await times.until('floor')).toBe(40);
		expect(await times.until('all charts')).toBe(77);
	});
});
