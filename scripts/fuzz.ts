// npm run fuzz -- [--runs N] [--seed S] [--jobs J] [--timeout seconds] [--no-timing] [--help]
//
// Long fuzzing of the ETL: each run mutates seed captures and JSON Lines (etl/fuzz/arbitraries.ts),
// reads them and runs the whole ETL twice, and checks: no crash, no hang, every input record
// kept or reported (as counted by the readers and as known from the case), the same bytes on the
// rerun. First it times the ETL on abstracts of 1.25 to 10 MB: the time must grow linearly.
// A failing case is written to fuzz-failures/ with what failed; `--seed S --runs N` replays.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HELP_OPTION, optionsOrExit } from '../etl/cli-options.ts';
import {
	caseFor,
	loadSeedCaptures,
	writeCase,
	type CaseResult,
	type FailureKind
} from '../etl/fuzz/check.ts';
import type { Request } from '../etl/fuzz/worker.ts';

const USAGE = `Usage: npm run fuzz -- [options]

Long fuzzing of the ETL: each run mutates seed captures and JSON Lines, runs the whole ETL twice
and checks that nothing crashes or hangs, that every input record is kept or reported, and that
the rerun writes the same bytes. First it times the ETL on growing abstracts (linear growth).
A failing case is written to the failures folder; --seed S --runs N replays it.

Options:
  --runs <n>            cases to run (default 200)
  --seed <s>            first case's seed (default 1)
  --jobs <j>            worker processes (default: cores, at most 4)
  --timeout <seconds>   a case taking longer counts as a hang (default 60)
  --threads-every <k>   every k-th case runs the ETL with worker threads (default 25; 0: never)
  --no-timing           skip the linear-time check
  --failures <dir>      where failing cases are written (default fuzz-failures)
  -h, --help            show this help
`;

const { values } = optionsOrExit(
	{
		...HELP_OPTION,
		runs: { type: 'string', default: '200' },
		seed: { type: 'string', default: '1' },
		jobs: { type: 'string', default: String(Math.min(4, availableParallelism())) },
		timeout: { type: 'string', default: '60' },
		'threads-every': { type: 'string', default: '25' },
		'no-timing': { type: 'boolean', default: false },
		failures: { type: 'string', default: 'fuzz-failures' }
	},
	USAGE,
	{
		check: ({ values }) => {
			for (const name of ['runs', 'seed', 'jobs', 'timeout', 'threads-every'])
				if (!/^\d+$/.test(String(values[name])))
					throw new Error(`--${name}: not a whole number (${String(values[name])})`);
		}
	}
);
const runs = Number(values.runs);
const seed = Number(values.seed);
const jobs = Number(values.jobs);
const timeoutMs = Number(values.timeout) * 1000;
const threadsEvery = Number(values['threads-every']);

const seedsDir = 'seeds';
const seedNames = (await readdir(seedsDir)).filter((n) => n.endsWith('.txt')).sort();
const workerPath = new URL('../etl/fuzz/worker.ts', import.meta.url).pathname;
/** A worker process; whatever it leaves in the temp folder (killed mid-case) goes with it. */
function spawnWorker(): ChildProcess {
	const worker = fork(workerPath, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
	worker.on('exit', () => {
		const prefix = `rl-trends-fuzz-${worker.pid}-`;
		for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(prefix)))
			rmSync(join(tmpdir(), name), { recursive: true, force: true });
	});
	return worker;
}

/** Sends one request, resolves with the answer, or with null once `ms` pass (worker killed). */
function ask<T>(worker: ChildProcess, request: Request, ms: number): Promise<T | null> {
	return new Promise((resolve) => {
		const done = (value: T | null) => {
			clearTimeout(timer);
			worker.off('message', onMessage);
			worker.off('exit', onExit);
			resolve(value);
		};
		const onMessage = (message: T) => done(message);
		const onExit = () => done(null);
		const timer = setTimeout(() => {
			worker.kill('SIGKILL');
			done(null);
		}, ms);
		worker.on('message', onMessage);
		worker.on('exit', onExit);
		worker.send(request);
	});
}

// Linear time: the same abstract at four sizes; each doubling may at most double the time,
// with room for noise and start-up (a quadratic step would quadruple it).
let timingFailed = false;
if (!values['no-timing']) {
	const worker = spawnWorker();
	const times: [number, number][] = [];
	for (const megabytes of [1.25, 2.5, 5, 10]) {
		const answer = await ask<{ seconds: number; skips: string[] }>(
			worker,
			{ type: 'timing', megabytes },
			120_000
		);
		if (!answer) {
			console.log(`timing: ${megabytes} MB abstract did not finish in 120 s`);
			timingFailed = true;
			break;
		}
		times.push([megabytes, answer.seconds]);
		console.log(
			`timing: ${megabytes} MB abstract of gain claims: ${answer.seconds.toFixed(2)} s (${answer.skips.join('; ') || 'kept'})`
		);
	}
	worker.kill();
	for (let i = 1; i < times.length; i++) {
		if (times[i][1] > 2.5 * times[i - 1][1] + 0.5) {
			console.log(
				`timing: ${times[i][0]} MB took over 2.5 times ${times[i - 1][0]} MB: not linear`
			);
			timingFailed = true;
		}
	}
}

const counts: Record<FailureKind | 'hang', number> = {
	crash: 0,
	hang: 0,
	unaccounted: 0,
	nondeterministic: 0
};
const totals = { seen: 0, kept: 0, skipped: 0 };
const failed: { run: number; kinds: string[]; detail: string }[] = [];
const started = performance.now();
let next = 0;
let finished = 0;
let lastReport = started;

async function record(run: number, result: CaseResult | null, why: string) {
	if (result && result.failures.length === 0) {
		totals.seen += result.seen;
		totals.kept += result.kept;
		totals.skipped += result.skipped;
		return;
	}
	const failures = result?.failures ?? [{ kind: 'hang' as const, detail: why }];
	for (const failure of failures) counts[failure.kind]++;
	const detail = failures.map((f) => `${f.kind}: ${f.detail}`).join('\n');
	failed.push({ run, kinds: failures.map((f) => f.kind), detail });
	const dir = join(values.failures!, `seed-${seed}-run-${run}`);
	await writeCase(caseFor(loadSeedCaptures(seedsDir, seedNames), seed, run), dir);
	await writeFile(join(dir, 'failure.txt'), `${detail}\n`);
	console.log(`run ${run}: ${failures.map((f) => f.kind).join(', ')} → ${dir}`);
}

async function lane(): Promise<void> {
	let worker = spawnWorker();
	try {
		while (next < runs) {
			const run = next++;
			const request: Request = {
				type: 'case',
				seeds: { dir: seedsDir, names: seedNames },
				seed,
				run,
				threads: threadsEvery > 0 && run % threadsEvery === threadsEvery - 1
			};
			const answer = await ask<{ result: CaseResult }>(worker, request, timeoutMs);
			if (!answer) {
				await record(run, null, `no answer in ${timeoutMs / 1000} s (worker stopped)`);
				worker.kill('SIGKILL');
				worker = spawnWorker();
			} else await record(run, answer.result, '');
			finished++;
			const now = performance.now();
			if (now - lastReport > 15_000) {
				lastReport = now;
				const rate = finished / ((now - started) / 1000);
				console.log(
					`${finished}/${runs} runs, ${rate.toFixed(1)} runs/s, ${failed.length} failing`
				);
			}
		}
	} finally {
		worker.kill();
	}
}

await Promise.all(Array.from({ length: Math.max(1, jobs) }, () => lane()));
const seconds = (performance.now() - started) / 1000;
console.log(
	[
		`fuzz: ${runs} runs (seed ${seed}, ${jobs} jobs) in ${seconds.toFixed(0)} s, ${(runs / seconds).toFixed(1)} runs/s`,
		`crashes ${counts.crash}, hangs ${counts.hang}, unaccounted records ${counts.unaccounted}, nondeterministic ${counts.nondeterministic}`,
		`records: ${totals.seen.toLocaleString('en')} read = ${totals.kept.toLocaleString('en')} kept + ${totals.skipped.toLocaleString('en')} skipped (passing runs)`,
		`linear time: ${values['no-timing'] ? 'not measured' : timingFailed ? 'FAILED' : 'ok'}`
	].join('\n')
);
process.exit(failed.length > 0 || timingFailed ? 1 : 0);
