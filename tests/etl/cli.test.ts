import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// As `npm run etl` runs it.
import { LOADER_ARGS } from '../../etl/loader/register-url.ts';
import { tempDir } from '../temp-dir.ts';

const cli = join(import.meta.dirname, '../../etl/cli.ts');

function run(args: string[]) {
	const result = spawnSync(process.execPath, [...LOADER_ARGS, cli, ...args], {
		encoding: 'utf8',
		timeout: 60_000
	});
	return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const paper = (n: number) =>
	`Paper ${n}: Training Agents with PPO\n\nWe study proximal policy optimization on MuJoCo for task ${n}.\n\n`;

// Each test starts the ETL as a process (or two): seconds on a loaded 2-core machine, where the
// default 5 s once ran out. Their time is not what they test.
describe('etl cli', { timeout: 60_000 }, () => {
	it('prints help', () => {
		const { code, stdout } = run(['--help']);
		expect(code).toBe(0);
		expect(stdout).toContain('Usage: npm run etl');
		expect(stdout).toContain('--out');
	});

	it('writes the file and a summary whose counts add up, reporting every bad input', async () => {
		const dir = tempDir('cli-');
		await writeFile(join(dir, 'good.txt'), paper(1) + paper(2) + paper(1));
		await writeFile(join(dir, 'empty.txt'), '');
		await writeFile(join(dir, 'binary.txt'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]));
		const out = join(dir, 'out', 'papers.parquet');
		const { code, stdout, stderr } = run([dir, '--out', out]);
		expect(stderr).toBe('');
		expect(code).toBe(3);
		expect(stdout).toMatch(/files read\s+3/);
		expect(stdout).toMatch(/papers read\s+5 \(3 kept \+ 2 skipped\)/);
		expect(stdout).toMatch(/distinct papers\s+2 \(1 duplicate listings merged\)/);
		expect(stdout).toContain('empty.txt:');
		expect(stdout).toContain('binary.txt:');
		// The three data files side by side, no temporary file left.
		expect((await readdir(join(dir, 'out'))).sort()).toEqual([
			'entities.parquet',
			'paper-pages.bin',
			'papers.parquet'
		]);
	});

	it('fails with a message when nothing usable is read', async () => {
		const dir = tempDir('cli-');
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

describe('etl cli exit codes and clean-up (issue 15)', () => {
	const capture = paper(1) + paper(2);

	it('0 when nothing was skipped, 3 when some input was, 4 with --strict (nothing written)', async () => {
		const dir = tempDir('cli-codes-');
		await writeFile(join(dir, 'good.txt'), capture);
		const out = join(dir, 'out', 'papers.parquet');
		expect(run([join(dir, 'good.txt'), '--out', out]).code).toBe(0);
		await writeFile(join(dir, 'bad.jsonl'), '{"title":"x"}\n');
		const skipped = run([dir, '--out', out]);
		expect(skipped.code).toBe(3);
		expect(skipped.stdout).toMatch(/papers read\s+3 \(2 kept \+ 1 skipped\)/);
		const before = await readFile(out);
		const strict = run([dir, '--out', out, '--strict']);
		expect(strict.code).toBe(4);
		expect(strict.stdout).toContain('nothing (--strict: input was skipped');
		expect(await readFile(out)).toEqual(before);
	}, 60_000);

	/** A dump big enough that the run is still extracting a few seconds in. */
	async function slowInput(dir: string) {
		const abstract =
			'We propose a method that improves PPO by 12% on MuJoCo and Atari with 7B models. '.repeat(8);
		const lines = Array.from({ length: 40_000 }, (_, i) =>
			JSON.stringify({ title: `Paper ${i}`, abstract })
		);
		await writeFile(join(dir, 'big.jsonl'), lines.join('\n') + '\n');
	}

	const workDirsOf = async (pid: number) =>
		(await readdir(tmpdir())).filter((name) => name.startsWith(`rl-trends-etl-${pid}-`));

	const gone = async (pid: number, ms: number) => {
		for (const end = Date.now() + ms; Date.now() < end;) {
			try {
				process.kill(pid, 0);
			} catch {
				return true;
			}
			await new Promise((r) => setTimeout(r, 100));
		}
		return false;
	};

	it('on SIGTERM removes its temporary files and writes nothing, worker threads included', async () => {
		const dir = tempDir('cli-signal-');
		await slowInput(dir);
		const out = join(dir, 'out', 'papers.parquet');
		const child = spawn(process.execPath, [
			...LOADER_ARGS,
			cli,
			dir,
			'--out',
			out,
			'--workers',
			'2'
		]);
		let stderr = '';
		child.stderr.on('data', (d) => (stderr += d));
		const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
		for (let i = 0; i < 100 && (await workDirsOf(child.pid!)).length === 0; i++)
			await new Promise((r) => setTimeout(r, 100));
		expect(await workDirsOf(child.pid!)).toHaveLength(1);
		child.kill('SIGTERM');
		expect(await exited).toBe(143);
		expect(stderr).toContain('terminated: temporary files removed');
		expect(await workDirsOf(child.pid!)).toEqual([]);
		expect(existsSync(join(dir, 'out'))).toBe(false);
	}, 60_000);

	it('stops when the process that started it is killed, before it writes anything', async () => {
		const dir = tempDir('cli-orphan-');
		await slowInput(dir);
		const out = join(dir, 'out', 'papers.parquet');
		const command = `"${process.execPath}" ${LOADER_ARGS.map((a) => `"${a}"`).join(' ')} "${cli}" "${dir}" --out "${out}"; true`;
		const shell = spawn('sh', ['-c', command], { stdio: 'ignore', detached: true });
		let etl = 0;
		for (let i = 0; i < 100 && !etl; i++) {
			await new Promise((r) => setTimeout(r, 100));
			const children = await readFile(`/proc/${shell.pid}/task/${shell.pid}/children`, 'utf8');
			etl = Number(children.trim().split(' ')[0]) || 0;
		}
		expect(etl).toBeGreaterThan(0);
		for (let i = 0; i < 100 && (await workDirsOf(etl)).length === 0; i++)
			await new Promise((r) => setTimeout(r, 100));
		process.kill(shell.pid!, 'SIGKILL');
		expect(await gone(etl, 5000)).toBe(true);
		expect(await workDirsOf(etl)).toEqual([]);
		expect(existsSync(out)).toBe(false);
	}, 60_000);
});
