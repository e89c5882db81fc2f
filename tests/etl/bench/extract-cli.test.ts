import { describe, expect, it } from 'vitest';
import { expectUsage, runCli } from '../run-cli.ts';

describe('bench:extract cli', () => {
	it(
		'prints help, and rejects an unknown option or a bad count with exit code 2 and the usage',
		() =>
			expectUsage('etl/bench/extract-cli.ts', 'Usage: npm run bench:extract', {
				args: ['--runs', '0'],
				message: '--runs takes a whole number'
			}),
		30_000
	);
});

describe('bench:extract cli, its files', () => {
	it('takes one input file at most', () => {
		const two = runCli('etl/bench/extract-cli.ts', ['a.jsonl', 'b.jsonl']);
		expect(two.status).toBe(2);
		expect(two.stderr).toContain('one input file at most');
	}, 30_000);

	it('refuses a file that is not there, rather than report 0 papers/s', () => {
		const missing = runCli('etl/bench/extract-cli.ts', ['no-such-corpus.jsonl', '--runs', '1']);
		expect(missing.status).toBe(2);
		expect(missing.stderr).toContain('no file at no-such-corpus.jsonl');
	}, 30_000);
});
