import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';

// (--help is the option reader's, tested there: run here with a good option, a CLI would train
// and overwrite the checked-in model.)
describe.each([
	['etl/train/domains-cli.ts', 'npm run train:domains'],
	['etl/train/proposals-cli.ts', 'npm run train:proposals']
])('%s', (cli, command) => {
	it('rejects an unknown option with exit code 2 and the usage, before training', () => {
		const unknown = runCli(cli, ['--bogus']);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain("Unknown option '--bogus'");
		expect(unknown.stderr).toContain(`Usage: ${command}`);
		expect(unknown.stdout).not.toContain('wrote');
	}, 30_000);
});
