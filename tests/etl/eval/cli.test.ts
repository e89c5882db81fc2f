import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goldPath } from '../../../etl/eval/gold-sets.ts';
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

	it('refuses a directory, and the misses of the held-out set under any name', () => {
		const folder = join(dir, 'folder.jsonl');
		mkdirSync(folder);
		const notFile = runCli('etl/eval/cli.ts', [folder]);
		expect(notFile.status).toBe(2);
		expect(notFile.stderr).toContain(`${folder}: not a file`);
		const copy = join(dir, 'renamed.jsonl');
		copyFileSync(goldPath('holdout'), copy);
		const holdout = runCli('etl/eval/cli.ts', ['--errors', copy]);
		expect(holdout.status).toBe(2);
		expect(holdout.stderr).toContain("the held-out set's misses are never printed");
		expect(holdout.stdout).toBe('');
	}, 30_000);

	it('names the file and line of a gold line that is no JSON or no gold paper, without a stack trace', () => {
		const good = '{"id": "a", "title": "T", "abstract": "A"}';
		for (const [name, second, message] of [
			['bad.jsonl', '{not json', ''],
			['null.jsonl', 'null', 'not an object'],
			['short.jsonl', '{"id": "b", "title": "T", "abstract": "A"}', 'no algorithms list']
		]) {
			const file = join(dir, name);
			writeFileSync(
				file,
				`${good.replace('}', ', "algorithms": [], "paradigms": [], "benchmarks": [], "proposed": [], "models": [], "model_sizes_b": [], "gains": [], "scores": [], "domains": [], "urls": []}')}\n${second}\n`
			);
			const run = runCli('etl/eval/cli.ts', [file]);
			expect(run.status).toBe(1);
			expect(run.stderr.startsWith(`${file}:2: ${message}`)).toBe(true);
			expect(run.stderr).not.toContain('    at ');
		}
	}, 30_000);
});
