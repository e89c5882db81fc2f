import { describe, it } from 'vitest';
import { expectUsage } from '../etl/run-cli.ts';

describe('npm run fuzz', () => {
	it(
		'prints its usage on --help, and refuses an unknown option or a count that is no number',
		() =>
			expectUsage('scripts/fuzz.ts', 'Usage: npm run fuzz', {
				args: ['--runs', 'many'],
				message: '--runs: not a whole number (many)'
			}),
		30_000
	);
});
