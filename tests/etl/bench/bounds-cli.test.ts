import { describe, it } from 'vitest';
import { expectUsage } from '../run-cli.ts';

describe('bench:bounds cli', () => {
	it(
		'prints help, and rejects an unknown option or a bad count with exit code 2 and the usage',
		() =>
			expectUsage('etl/bench/bounds-cli.ts', 'Usage: npm run bench:bounds', {
				args: ['--synthetic', 'many'],
				message: '--synthetic takes a whole number'
			}),
		30_000
	);
});
