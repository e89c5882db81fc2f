// A fuzz worker process: checks the cases the parent sends, one at a time, and answers each.
// A separate process, so that the parent can stop a case that hangs and count it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEtl } from '../pipeline/run.ts';
import { caseFor, checkCase, loadSeedCaptures } from './check.ts';
import type { SeedCapture } from './arbitraries.ts';

export type Request =
	| {
			type: 'case';
			seeds: { dir: string; names: string[] };
			seed: number;
			run: number;
			threads: boolean;
	  }
	| { type: 'timing'; megabytes: number };

let captures: SeedCapture[] | null = null;

/** One JSON record whose abstract is one unterminated sentence repeating a gain claim. */
async function timeHugeAbstract(megabytes: number) {
	const dir = await mkdtemp(join(tmpdir(), `rl-trends-fuzz-${process.pid}-timing-`));
	try {
		const claim = 'our method improves accuracy by 12% over the baseline and ';
		const abstract = claim.repeat(Math.ceil((megabytes * 1024 * 1024) / claim.length));
		await writeFile(join(dir, 'huge.jsonl'), JSON.stringify({ title: 'Huge', abstract }) + '\n');
		const start = performance.now();
		const summary = await runEtl({
			inputs: [join(dir, 'huge.jsonl')],
			out: join(dir, 'out', 'p.parquet'),
			workers: 0
		});
		return {
			seconds: (performance.now() - start) / 1000,
			skips: summary.skips.map((s) => s.reason)
		};
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
}

process.on('message', async (request: Request) => {
	if (request.type === 'timing') {
		process.send!({ type: 'timing', ...(await timeHugeAbstract(request.megabytes)) });
		return;
	}
	captures ??= loadSeedCaptures(request.seeds.dir, request.seeds.names);
	const dir = await mkdtemp(join(tmpdir(), `rl-trends-fuzz-${process.pid}-`));
	try {
		const fuzz = caseFor(captures, request.seed, request.run);
		const result = await checkCase(fuzz, dir, request.threads);
		process.send!({ type: 'case', run: request.run, result });
	} catch (error) {
		const failure = { kind: 'crash', detail: `harness: ${(error as Error).stack}` };
		process.send!({
			type: 'case',
			run: request.run,
			result: { failures: [failure], seen: 0, kept: 0, skipped: 0 }
		});
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
});
