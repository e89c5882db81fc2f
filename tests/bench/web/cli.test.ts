import { describe, it } from 'vitest';
import { expectUsage } from '../../etl/run-cli.ts';

describe('bench:web cli', () => {
	it(
		'prints help, and rejects an unknown option or a bad run count with exit code 2 and the usage',
		() =>
			expectUsage('bench/web/cli.ts', 'npm run bench:web', {
				args: ['--runs', 'abc'],
				message: '--runs takes a whole number'
			}),
		30_000
	);
});
