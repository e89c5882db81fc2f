import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../../../etl/bench/extract-cli.ts');
const run = (args: string[]) =>
	spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

describe('bench:extract cli', () => {
	it('prints help, and rejects an unknown option or a bad count with exit code 2 and the usage', () => {
		const help = run(['--help']);
		expect(help.status).toBe(0);
		expect(help.stdout).toContain('Usage: npm run bench:extract');
		const unknown = run(['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
		expect(unknown.stderr).toContain('Usage: npm run bench:extract');
		const runs = run(['--runs', '0']);
		expect(runs.status).toBe(2);
		expect(runs.stderr).toContain('--runs takes a whole number');
	}, 30_000);
});
