import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goldPath } from '../../../etl/eval/gold-sets.ts';
import { FIELDS } from '../../../etl/eval/score.ts';
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
		// One held-out paper, joined to a dev paper, in a file of another name.
		const [devPaper] = readFileSync(goldPath('dev'), 'utf8').split('\n');
		const [heldOut] = readFileSync(goldPath('holdout'), 'utf8').split('\n');
		const joined = join(dir, 'joined.jsonl');
		writeFileSync(joined, `${devPaper}\n${heldOut}\n`);
		const holdout = runCli('etl/eval/cli.ts', ['--errors', joined]);
		expect(holdout.status).toBe(2);
		expect(holdout.stderr).toContain(
			'holds papers of a held-out or a domains-only set, whose misses are never printed'
		);
		expect(holdout.stdout).toBe('');
		// Without --errors its scores may be read.
		expect(runCli('etl/eval/cli.ts', [joined]).status).toBe(0);
	}, 30_000);

	it('names the file and line of a gold line that is no JSON or no gold paper, without a stack trace', () => {
		const good = JSON.stringify({
			id: 'a',
			title: 'T',
			abstract: 'A',
			...Object.fromEntries(FIELDS.map((field) => [field, []]))
		});
		for (const [name, second, message] of [
			['bad.jsonl', '{not json', ''],
			['null.jsonl', 'null', 'not an object'],
			['short.jsonl', '{"id": "b", "title": "T", "abstract": "A"}', 'no algorithms list'],
			['models.jsonl', good.replace('"models":[]', '"models":["GPT-4"]'), 'an item of models']
		]) {
			const file = join(dir, name);
			writeFileSync(file, `${good}\n${second}\n`);
			const run = runCli('etl/eval/cli.ts', [file]);
			expect(run.status).toBe(1);
			expect(run.stderr.startsWith(`${file}:2: ${message}`)).toBe(true);
			expect(run.stderr).not.toContain('    at ');
		}
	}, 30_000);

	it('scores only the fields --fields names, without a micro average, and names an unknown field', () => {
		const [devPaper] = readFileSync(goldPath('dev'), 'utf8').split('\n');
		const file = join(dir, 'domains-only.jsonl');
		writeFileSync(file, `${devPaper}\n`);
		const run = runCli('etl/eval/cli.ts', ['--fields', 'domains,urls', file]);
		expect(run.status).toBe(0);
		const rows = run.stdout.split('\n').filter((line) => /^\S+ +\d\.\d{3} /.test(line));
		expect(rows.map((line) => line.split(/ +/)[0])).toEqual(['domains', 'urls']);
		expect(run.stdout).not.toContain('micro');
		const unknown = runCli('etl/eval/cli.ts', ['--fields', 'domains,venue', file]);
		expect(unknown.status).toBe(2);
		expect(unknown.stderr).toContain('--fields: no field "venue"');
	}, 30_000);

	it('prints no misses of the broad held-out set', () => {
		const run = runCli('etl/eval/cli.ts', ['--errors', goldPath('holdout-broad')]);
		expect(run.status).toBe(2);
		expect(run.stderr).toContain('whose misses are never printed');
		expect(run.stdout).toBe('');
	}, 30_000);

	it('prints no misses of the domains-only sets', () => {
		const run = runCli('etl/eval/cli.ts', [
			'--errors',
			'--fields',
			'domains',
			goldPath('arxiv-domains-a')
		]);
		expect(run.status).toBe(2);
		expect(run.stderr).toContain(
			'holds papers of a held-out or a domains-only set, whose misses are never printed'
		);
		expect(run.stdout).toBe('');
	}, 30_000);
});
