import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../../../etl/bench/bounds-cli.ts');
const run = (args: string[]) =>
	spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

describe('bench:bounds cli', () => {
	it('prints help, and rejects an unknown option or a bad count with exit code 2 and the usage', () => {
		const help = run(['--help']);
		expect(help.status).toBe(0);
		expect(help.stdout).toContain('Usage: npm run bench:bounds');
		const unknown = run(['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
		expect(unknown.stderr).toContain('Usage: npm run bench:bounds');
		const count = run(['--synthetic', 'many']);
		expect(count.status).toBe(2);
		expect(count.stderr).toContain('--synthetic takes a whole number');
	}, 30_000);
});
