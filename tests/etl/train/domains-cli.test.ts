import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';

describe('npm run train:domains', () => {
	// (--help is the option reader's, tested there: run here, a broken one would train and
	// overwrite the checked-in model.)
	it('rejects an unknown option with exit code 2 and the usage, before training', () => {
		const unknown = runCli('etl/train/domains-cli.ts', ['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
		expect(unknown.stderr).toContain('Usage: npm run train:domains');
		expect(unknown.stdout).not.toContain('wrote');
	}, 30_000);
});
