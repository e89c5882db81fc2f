// Issue 15: "papers read" is counted from the input and checked; nothing is lost or silent.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeLeftovers } from '../../../etl/pipeline/leftovers.ts';
import { AccountingError, reconcile, runEtl } from '../../../etl/pipeline/run.ts';
import { stageBatch, type Stager } from '../../../etl/pipeline/stage-batch.ts';
import type { PaperRecord } from '../../../etl/types.ts';
import { tempDir } from '../../temp-dir.ts';

const seeds = join(import.meta.dirname, '../../../seeds');

describe('reconcile', () => {
	it('passes when every record seen is kept, skipped or filtered out', () => {
		const skips = [{ file: 'a', line: 1, reason: 'x' }];
		expect(() => reconcile({ seen: 5, staged: 3, skips, filtered: 1 })).not.toThrow();
	});

	it('fails, with the numbers, when one is missing', () => {
		expect(() => reconcile({ seen: 6, staged: 3, skips: [], filtered: 1 })).toThrow(
			new AccountingError(
				'records do not add up: the readers saw 6, but 3 kept + 0 skipped + 1 filtered out = 4'
			)
		);
	});
});

const record = (title: string, abstract = 'An abstract.'): PaperRecord => ({
	origin: 'arxiv',
	file: 'd.jsonl',
	line: title.length,
	rank: null,
	title,
	abstract,
	arxiv_id: null,
	organization: null,
	authors_count: null,
	votes: null,
	published: null,
	date_source: null,
	categories: []
});

describe('stageBatch', () => {
	const stager = (fail: string): Stager => ({
		paperId: (title) => title,
		extract: (title) => {
			if (title === fail) throw new RangeError('Maximum call stack size exceeded');
			return {} as never;
		},
		bound: () => null
	});

	it('skips a record whose extraction throws, with its file and line; the batch stands', () => {
		const batch = stageBatch([record('ok'), record('boom!'), record('fine')], stager('boom!'));
		expect(batch.staged).toBe(2);
		expect(batch.ndjson.trim().split('\n')).toHaveLength(2);
		expect(batch.skips).toEqual([
			{
				file: 'd.jsonl',
				line: 5,
				reason: 'extraction failed (Maximum call stack size exceeded)'
			}
		]);
	});

	it('skips a record with a lone surrogate rather than stage what the merge cannot read', () => {
		const batch = stageBatch([record('bad \ud800')], stager(''));
		expect(batch.staged).toBe(0);
		expect(batch.skips[0].reason).toMatch(/lone surrogate/);
	});
});

async function inputs(files: Record<string, string | Buffer>): Promise<string> {
	const dir = tempDir('accounting-');
	await mkdir(join(dir, 'in'));
	for (const [name, content] of Object.entries(files))
		await writeFile(join(dir, 'in', name), content);
	return dir;
}

const line = (i: number, extra = {}) =>
	JSON.stringify({ title: `Paper ${i}`, abstract: `We study PPO ${i}.`, ...extra });

describe('runEtl accounting', () => {
	it('counts papers read from the input: hostile lines are skips, the rest are kept', async () => {
		const dir = await inputs({
			'd.jsonl': [
				line(1),
				'{"title":"Lone \\udc00","abstract":"x"}',
				'{not json',
				`{"title":"Deep","abstract":"x","junk":${'['.repeat(5000)}${']'.repeat(5000)}}`,
				'',
				line(6)
			].join('\n'),
			'empty.jsonl': '',
			'capture.txt': await readFile(join(seeds, '004_cbd9799576d5eeb4.txt'))
		});
		const summary = await runEtl({
			inputs: [join(dir, 'in')],
			out: join(dir, 'p.parquet'),
			workers: 0
		});
		// 5 non-blank lines + 1 empty file + 95 papers of the capture.
		expect(summary.seen).toBe(5 + 1 + 95);
		expect(summary.staged).toBe(3 + 95);
		expect(summary.skips.map((s) => `${s.file}:${s.line}`)).toEqual([
			'd.jsonl:2',
			'd.jsonl:3',
			'empty.jsonl:1'
		]);
		expect(summary.out).toBe(join(dir, 'p.parquet'));
	}, 60_000);

	it('--strict writes nothing when input was skipped, and keeps the previous output', async () => {
		const dir = await inputs({ 'd.jsonl': [line(1), '{bad'].join('\n') });
		const out = join(dir, 'p.parquet');
		await writeFile(out, 'previous');
		const summary = await runEtl({ inputs: [join(dir, 'in')], out, workers: 0, strict: true });
		expect(summary.withheld).toBe(true);
		expect(summary.out).toBeNull();
		expect(await readFile(out, 'utf8')).toBe('previous');
	}, 60_000);
});

describe('leftovers of killed runs', () => {
	it('removes partial outputs and temporary folders of dead processes, never of live ones', async () => {
		const dir = tempDir('leftovers-');
		const dead = await new Promise<number>((resolve) => {
			const child = spawn(process.execPath, ['-e', '']);
			child.on('exit', () => resolve(child.pid!));
		});
		const live = process.ppid;
		const out = join(dir, 'papers.parquet');
		const names = [
			`papers.parquet.partial-${dead}`,
			`entities.parquet.partial-${dead}`,
			`papers.parquet.partial-${live}`,
			`other.parquet.partial-${dead}`
		];
		for (const name of names) await writeFile(join(dir, name), 'x');
		const work = join(tmpdir(), `rl-trends-etl-${dead}-test`);
		await mkdir(work, { recursive: true });
		const removed = await removeLeftovers([out, join(dir, 'entities.parquet')]);
		expect(removed).toContain(join(dir, `papers.parquet.partial-${dead}`));
		expect(removed).toContain(work);
		expect(existsSync(work)).toBe(false);
		expect((await readdir(dir)).sort()).toEqual(
			[`other.parquet.partial-${dead}`, `papers.parquet.partial-${live}`].sort()
		);
	});
});
