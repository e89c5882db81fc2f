// npm run fetch -- [--since …] [--until …] [--query …] [--source hf|arxiv|all]: fresh papers into the
// cache folder, asking only for what is missing; `npm run etl -- seeds data/cache` then reads them.
import { silentProgress, ttyProgress } from '../pipeline/progress.ts';
import { removeStaleTemps, scanCache } from './cache-dir.ts';
import { dayOf } from './days.ts';
import { describeFetch, describePlan } from './describe.ts';
import { endpointsFrom, unitUrl } from './endpoints.ts';
import { FetchError } from './errors.ts';
import { HttpClient, Pacer, realEffects } from './http.ts';
import { HELP, readOptions } from './options.ts';
import { planFetch } from './plan.ts';
import { newTally, runFetch } from './run.ts';

/** Hugging Face allows anonymous clients 500 API requests per 5 minutes: one per 0.6 s stays under. */
const HF_PAUSE_MS = 600;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A line on stderr that does not tangle with a progress bar being drawn there. */
function note(line: string): void {
	process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[2K' : ''}${line}\n`);
}

async function main(argv: string[]): Promise<number> {
	const start = performance.now();
	let options;
	try {
		options = readOptions(argv, dayOf(Date.now()));
	} catch (error) {
		process.stderr.write(`fetch: ${(error as Error).message}\n\n${HELP}`);
		return 2;
	}
	if (options.help) {
		process.stdout.write(HELP);
		return 0;
	}
	const { request, dir } = options;
	const endpoints = endpointsFrom(process.env);
	const units = planFetch(request, await scanCache(dir));
	const first = units.find((unit) => unit.status !== 'cached');
	if (options.dryRun) {
		process.stdout.write(
			describePlan(
				units,
				request,
				dir,
				first ? unitUrl(first, request, endpoints, first.startPage) : null,
				options.arxivPauseS
			) + '\n'
		);
		return 0;
	}
	const http = new HttpClient(
		{
			timeoutMs: options.timeoutS * 1000,
			retries: options.retries,
			backoffMs: 1000,
			maxBackoffMs: 60_000,
			maxRetryAfterMs: 300_000,
			userAgent: 'rl-trends-fetch/0.1 (research trends dashboard; one request at a time)'
		},
		realEffects,
		(n) =>
			note(
				`fetch: ${n.reason} from ${n.url}; retry ${n.attempt} of ${n.attempts - 1} in ${(n.delayMs / 1000).toFixed(1)} s`
			)
	);
	const tally = newTally(units);
	const stopped = () => {
		note(
			`fetch: interrupted after ${count(http.stats.requests, 'request')}; ${tally.unitsDone} of ${tally.units} days and searches done, ` +
				`every page written is whole and kept. Run the same command again to resume.`
		);
		process.exit(130);
	};
	process.once('SIGINT', stopped);
	process.once('SIGTERM', stopped);
	await removeStaleTemps(dir);
	const progress = process.stderr.isTTY
		? ttyProgress(process.stderr, units.length)
		: silentProgress;
	try {
		await runFetch(
			units,
			request,
			dir,
			endpoints,
			{
				http,
				pacers: {
					hf: new Pacer(HF_PAUSE_MS, realEffects),
					arxiv: new Pacer(options.arxivPauseS * 1000, realEffects)
				},
				now: Date.now,
				progress
			},
			tally
		);
	} catch (error) {
		progress.finish();
		if (!(error instanceof FetchError)) throw error;
		note(`fetch: ${error.message}`);
		note(
			`fetch: stopped after ${count(http.stats.requests, 'request')}; the ${count(tally.unitsDone, 'day')} done before stay cached, ` +
				'nothing partial was written. Run the same command again to resume.'
		);
		return 1;
	}
	const seconds = (performance.now() - start) / 1000;
	process.stdout.write(describeFetch(tally, http.stats, request, dir, seconds) + '\n');
	return 0;
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`fetch: ${error.message}\n`);
		process.exit(1);
	}
);
