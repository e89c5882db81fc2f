import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReplayServer, type Fault, type ReplayServer } from './replay-server.ts';
import { tempDir } from '../../temp-dir.ts';

const cli = join(import.meta.dirname, '../../../etl/fetch/cli.ts');

let server: ReplayServer;
afterEach(() => server?.close());

/** Runs the CLI as a child (asynchronously: the replay server answers from this process). */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
			env: { ...process.env, RL_TRENDS_HF_URL: server?.url, RL_TRENDS_ARXIV_URL: server?.url }
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk) => (stdout += chunk));
		child.stderr.on('data', (chunk) => (stderr += chunk));
		child.on('close', (code) => resolve({ code, stdout, stderr }));
	});
}

const range = ['--since', '2025-06-02', '--until', '2025-06-04', '--arxiv-pause', '0'];

async function withServer(faults: Fault[] = []) {
	server = await startReplayServer(faults);
	return tempDir('fetch-cli-');
}

describe('fetch cli', () => {
	it('prints help, and rejects bad options with exit code 2', async () => {
		const help = await run(['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout).toContain('Usage: npm run fetch');
		const bad = await run(['--since', '2025-02-30']);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toContain('--since must be a date YYYY-MM-DD, got 2025-02-30');
		expect((await run(['--source', 'x'])).stderr).toContain(
			'--source must be hf, arxiv or all, got x'
		);
		expect((await run(['--since', '2025-06-05', '--until', '2025-06-01'])).stderr).toContain(
			'--since 2025-06-05 is after --until 2025-06-01'
		);
	}, 30_000);

	it('says what it would fetch on --dry-run, and fetches nothing', async () => {
		const dir = await withServer();
		const { code, stdout } = await run([...range, '--cache', dir, '--dry-run']);
		expect(code).toBe(0);
		expect(stdout).toContain('hf-daily   3 days: 3 to fetch (2025-06-02…2025-06-04)');
		expect(stdout).toContain('At least 7 requests');
		expect(stdout).toContain(`First: GET ${server.url}/api/daily_papers?date=2025-06-02&limit=100`);
		expect(server.requests).toEqual([]);
		expect(await readdir(dir).catch(() => [])).toEqual([]);
	}, 30_000);

	it('fetches, then fetches nothing the second time', async () => {
		const dir = await withServer([{ path: /daily_papers/, kind: '429', retryAfter: '0' }]);
		const first = await run([...range, '--cache', dir]);
		expect(first.code).toBe(0);
		expect(first.stdout).toMatch(/requests\s+8 \(1 retried\)/);
		expect(first.stdout).toMatch(/pages written\s+7 \(hf-daily 3, hf-search 1, arxiv 3\)/);
		expect(first.stderr).toMatch(
			/fetch: HTTP 429 Too Many Requests from .*date=2025-06-02.*; retry 1 of 4 in 0.0 s/
		);
		const second = await run([...range, '--cache', dir]);
		expect(second.stdout).toMatch(/requests\s+0 \(0 retried\)/);
		expect(second.stdout).toMatch(/days and searches\s+7 \(7 already cached\)/);
		expect(server.requests).toHaveLength(8);
	}, 30_000);

	it('exits 1 with the URL and what was unexpected when the source is down or changed', async () => {
		const dir = await withServer([{ path: /submittedDate/, kind: 'changed' }]);
		const changed = await run([...range, '--cache', dir, '--source', 'arxiv']);
		expect(changed.code).toBe(1);
		expect(changed.stderr).toMatch(
			/^fetch: GET http:\/\/127\.0\.0\.1:\d+\/api\/query\?search_query=.*: unexpected shape: entry 1 .*<published> is null$/m
		);
		expect(changed.stderr).toContain(
			'nothing partial was written. Run the same command again to resume.'
		);
		server.faults.push({ path: /daily_papers/, kind: '503', times: 99 });
		const down = await run([...range, '--cache', dir, '--source', 'hf', '--retries', '1']);
		expect(down.code).toBe(1);
		expect(down.stderr).toMatch(
			/daily_papers\?date=2025-06-02&limit=100: HTTP 503 Service Unavailable \(gave up after 2 attempts\)/
		);
	}, 30_000);
});
