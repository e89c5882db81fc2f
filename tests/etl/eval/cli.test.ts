import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectUsage, runCli } from '../run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run eval', () => {
	it(
		'prints help, and rejects an unknown option or a missing gold file with exit code 2 and the usage',
		() =>
			expectUsage('etl/eval/cli.ts', 'Usage: npm run eval', {
				args: [join(dir, 'absent.jsonl')],
				message: `${join(dir, 'absent.jsonl')}: no such file`
			}),
		30_000
	);

	it('names the file and line of a gold line that is no JSON, without a stack trace', () => {
		const file = join(dir, 'bad.jsonl');
		writeFileSync(file, '{"id": "a", "title": "T", "abstract": "A"}\n{not json\n');
		const run = runCli('etl/eval/cli.ts', [file]);
		expect(run.status).toBe(1);
		expect(run.stderr).toMatch(new RegExp(`^${file}:2: `));
		expect(run.stderr).not.toContain('    at ');
	}, 30_000);
});
