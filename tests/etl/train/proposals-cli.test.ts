import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';

describe('npm run train:proposals', () => {
	// (Run here with a good option it would train and overwrite the checked-in model.)
	it('rejects an unknown option with exit code 2 and the usage, before training', () => {
		const unknown = runCli('etl/train/proposals-cli.ts', ['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
		expect(unknown.stderr).toContain('Usage: npm run train:proposals');
		expect(unknown.stdout).not.toContain('wrote');
	}, 30_000);
});
