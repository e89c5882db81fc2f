import { describe, it } from 'vitest';
import { expectUsage } from './run-cli.ts';

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
