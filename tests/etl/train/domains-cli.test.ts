import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';

describe('npm run train:domains', () => {
	it('prints help without training, and rejects an unknown option with exit code 2', () => {
		const help = runCli('etl/train/domains-cli.ts', ['--help']);
		expect(help.status).toBe(0);
		expect(help.stdout).toContain('Usage: npm run train:domains');
		expect(help.stdout).not.toContain('wrote');
		const unknown = runCli('etl/train/domains-cli.ts', ['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
	}, 30_000);
});
