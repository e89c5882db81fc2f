// npm run bench:extract -- [file] [--n N] [--runs R] [--profile [--root fn]] [--hash] [--help]
// The extractor alone, on one warm thread: CPU seconds and papers/s of extractFeatures and of
// staging (extract, date bound, JSON line), medians of R passes. --profile: where one more
// staging pass spends its time, by extractor, file and function (--root: below another function
// than extractFeatures, e.g. stageOne). --hash: sha256 of the staged lines (same input and
// extractor, same hash).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { defaultStager } from '../pipeline/default-stager.ts';
import { stageBatch } from '../pipeline/stage-batch.ts';
import { readSource } from '../read/sources.ts';
import type { PaperRecord } from '../types.ts';
import { DEFAULT_SAMPLE } from './corpus-plan.ts';
import {
	summariseProfile,
	type CallFrame,
	type CpuProfile,
	type ProfileRow
} from './cpu-profile.ts';

const HELP = `Usage: npm run bench:extract -- [file] [options]

The extractor alone, on one warm thread: CPU seconds and papers/s of extractFeatures and of
staging (extract, date bound, JSON line), medians of R passes, on the real arXiv sample or an
arXiv-shaped or listing file.

Options:
  --n <count>      only the first n papers
  --runs <r>       passes to take the median of (default 3)
  --profile        where one more staging pass spends its time, by extractor, file and function
  --root <fn>      profile below another function than extractFeatures (e.g. stageOne)
  --hash           sha256 of the staged lines (same input and extractor, same hash)
  -h, --help       show this help
`;

async function readRecords(path: string, n: number): Promise<PaperRecord[]> {
	const records: PaperRecord[] = [];
	for await (const batch of readSource(path, { manifests: new Map() })) {
		records.push(...batch.records);
		if (records.length >= n) break;
	}
	return records.slice(0, n);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Seconds of CPU the process spent on `run` (steadier than wall time on a shared machine). */
function timed(run: () => void): number {
	const start = process.cpuUsage();
	run();
	const { user, system } = process.cpuUsage(start);
	return (user + system) / 1e6;
}

function rows(title: string, list: ProfileRow[], totalMs: number, limit = 20): string {
	const shown = list.slice(0, limit).map(({ name, ms }) => {
		const share = ((100 * ms) / totalMs).toFixed(1).padStart(5);
		return `  ${ms.toFixed(0).padStart(7)} ms ${share}%  ${name}`;
	});
	return [`${title}:`, ...shown].join('\n');
}

/** A frame's line in its TypeScript source, through the source map the loader gives the module. */
function sourceLine(frame: CallFrame): number | null {
	const entry = findSourceMap(frame.url)?.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0);
	return entry && 'originalLine' in entry ? entry.originalLine + 1 : null;
}

async function profile(run: () => void): Promise<CpuProfile> {
	const session = new Session();
	session.connect();
	await session.post('Profiler.enable');
	await session.post('Profiler.setSamplingInterval', { interval: 100 });
	await session.post('Profiler.start');
	run();
	const { profile } = await session.post('Profiler.stop');
	session.disconnect();
	return profile as CpuProfile;
}

async function main(argv: string[]): Promise<void> {
	const { values, positionals } = optionsOrExit(
		{
			n: { type: 'string' },
			runs: { type: 'string', default: '3' },
			profile: { type: 'boolean', default: false },
			hash: { type: 'boolean', default: false },
			root: { type: 'string', default: 'extractFeatures' },
			...HELP_OPTION
		},
		HELP,
		{
			args: argv,
			positionals: true,
			check: ({ values: { n, runs }, positionals }) => {
				if (n !== undefined && !/^[1-9]\d*$/.test(String(n)))
					throw new Error('--n takes a whole number ≥ 1');
				if (!/^[1-9]\d*$/.test(String(runs))) throw new Error('--runs takes a whole number ≥ 1');
				if (positionals.length > 1) throw new Error('one input file at most');
				// A bench of no papers would report 0 papers/s as if measured.
				const input = positionals[0] ?? DEFAULT_SAMPLE;
				if (!existsSync(input))
					throw new Error(
						`no file at ${input}${positionals[0] ? '' : ' (the real sample): give a file'}`
					);
			}
		}
	);
	const input = positionals[0] ?? DEFAULT_SAMPLE;
	const records = await readRecords(input, values.n ? Number(values.n) : Infinity);
	const stager = defaultStager();
	const extractAll = () => {
		for (const r of records) stager.extract(r.title, r.abstract);
	};
	const stageAll = () => {
		for (let i = 0; i < records.length; i += 1000) stageBatch(records.slice(i, i + 1000), stager);
	};
	for (const r of records.slice(0, 2000)) stager.extract(r.title, r.abstract); // warm up
	const runs = Number(values.runs);
	const extract = median(Array.from({ length: runs }, () => timed(extractAll)));
	const stage = median(Array.from({ length: runs }, () => timed(stageAll)));
	const rate = (s: number) => Math.round(records.length / s).toLocaleString('en-US');
	const out = [
		`${records.length.toLocaleString('en-US')} papers of ${input}, one thread, CPU seconds, median of ${runs}`,
		`  extract  ${extract.toFixed(2)} s  ${rate(extract)} papers/s`,
		`  stage    ${stage.toFixed(2)} s  ${rate(stage)} papers/s (extract, date bound, JSON line)`
	];
	if (values.hash) {
		const hash = createHash('sha256');
		for (let i = 0; i < records.length; i += 1000)
			hash.update(stageBatch(records.slice(i, i + 1000), stager).ndjson);
		out.push(`  staged sha256 ${hash.digest('hex')}`);
	}
	if (values.profile) {
		const root = values.root;
		const summary = summariseProfile(await profile(stageAll), root, sourceLine);
		const total = summary.totalMs;
		out.push(
			`\nprofile of one pass: ${summary.profileMs.toFixed(0)} ms, ${root} ${total.toFixed(0)} ms, GC ${summary.gcMs.toFixed(0)} ms (not in the rows)`,
			rows(`by what ${root} calls`, summary.byCallee, total),
			rows(
				'self time by file (regex and builtins count in their caller)',
				summary.selfByFile,
				total
			),
			rows('time with the file on the stack', summary.inclusiveByFile, total),
			rows('self time by function', summary.selfByFunction, total, 30)
		);
	}
	process.stdout.write(out.join('\n') + '\n');
}

main(process.argv.slice(2)).catch((error: Error) => {
	process.stderr.write(`bench:extract: ${error.stack ?? error.message}\n`);
	process.exit(2);
});
