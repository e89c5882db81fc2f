import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../../etl/cli.ts');

function run(args: string[]) {
	const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
		encoding: 'utf8',
		timeout: 60_000
	});
	return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const paper = (n: number) =>
	`Paper ${n}: Training Agents with PPO\n\nWe study proximal policy optimization on MuJoCo for task ${n}.\n\n`;

describe('etl cli', () => {
	it('prints help', () => {
		const { code, stdout } = run(['--help']);
		expect(code).toBe(0);
		expect(stdout).toContain('Usage: npm run etl');
		expect(stdout).toContain('--out');
	});

	it('writes the file and a summary whose counts add up, reporting every bad input', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'cli-'));
		await writeFile(join(dir, 'good.txt'), paper(1) + paper(2) + paper(1));
		await writeFile(join(dir, 'empty.txt'), '');
		await writeFile(join(dir, 'binary.txt'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]));
		const out = join(dir, 'out', 'papers.parquet');
		const { code, stdout, stderr } = run([dir, '--out', out]);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		expect(stdout).toMatch(/files read\s+3/);
		expect(stdout).toMatch(/papers read\s+5 \(3 kept \+ 2 skipped\)/);
		expect(stdout).toMatch(/distinct papers\s+2 \(1 duplicate listings merged\)/);
		expect(stdout).toContain('empty.txt:');
		expect(stdout).toContain('binary.txt:');
		expect(await readdir(join(dir, 'out'))).toEqual(['papers.parquet']);
	});

	it('fails with a message when nothing usable is read', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'cli-'));
		await writeFile(join(dir, 'empty.txt'), '');
		const { code } = run([dir, '--out', join(dir, 'p.parquet')]);
		expect(code).toBe(1);
		expect(await readdir(dir)).toEqual(['empty.txt']);
	});

	it('rejects a bad option value and a missing path', async () => {
		expect(run(['--workers', 'many']).stderr).toContain('--workers must be a whole number');
		const missing = run(['/no/such/dir']);
		expect(missing.code).toBe(1);
		expect(missing.stderr).toContain('/no/such/dir: no such file or directory');
	});
});
