import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureCommand } from '../../../etl/bench/measure.ts';

// Holds ~200 MB for a moment, so the peak stands well above a bare node process (~40 MB).
const HOG = `const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => console.log(b[5]), 300);`;

describe('measureCommand', () => {
	it.runIf(existsSync('/usr/bin/time'))('reads the peak RSS from GNU time', async () => {
		const run = await measureCommand(process.execPath, ['-e', HOG]);
		expect(run).toMatchObject({ code: 0, rssBy: '/usr/bin/time', stdout: '1\n', stderr: '' });
		expect(run.peakRssKb).toBeGreaterThan(200 * 1024);
		expect(run.seconds).toBeGreaterThan(0.3);
		expect(run.cpuSeconds).toBeGreaterThan(0);
	});

	it.runIf(existsSync('/proc/self/status'))('falls back to sampling /proc', async () => {
		const run = await measureCommand(process.execPath, ['-e', HOG], { rssBy: '/proc' });
		expect(run.rssBy).toBe('/proc');
		expect(run.peakRssKb).toBeGreaterThan(200 * 1024);
		expect(run.cpuSeconds).toBeNull();
	});

	it('reports the exit code and keeps stderr free of the time report', async () => {
		const run = await measureCommand(process.execPath, [
			'-e',
			'console.error("boom"); process.exit(3)'
		]);
		expect(run.code).toBe(3);
		expect(run.stderr.trim()).toBe('boom');
	});
});
