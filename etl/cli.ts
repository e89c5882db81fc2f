// npm run etl -- [paths…] [--out file] [--workers n] [--strict]: captures and arXiv JSONL → papers.parquet
import { parseArgs } from 'node:util';
import type { RecordFilter } from './parse/arxiv/filter.ts';
import { removeTrackedSync } from './pipeline/cleanup.ts';
import { watchParent } from './pipeline/parent-watch.ts';
import { silentProgress, ttyProgress } from './pipeline/progress.ts';
import { EXIT, exitCode } from './pipeline/exit-code.ts';
import { PARALLEL_THRESHOLD_BYTES, runEtl } from './pipeline/run.ts';
import { formatSummary } from './pipeline/summary.ts';

const HELP = `Usage: npm run etl -- [paths…] [options]

Reads listing captures (Hugging Face Daily Papers saved as text) and arXiv metadata dumps
(JSON Lines, optionally gzipped; the format is detected) from the given files or directories
(default: seeds/), extracts features and writes one row per distinct paper to a ZSTD Parquet
file, atomically.

Options:
  --out <file>      output Parquet file (default: static/data/papers.parquet)
  --workers <n>     extraction threads (default: one per core when the input is large)
  --categories <c>  keep arXiv records in any of these categories (comma-separated;
                    'cs.LG' exact, 'cs' any cs.*)
  --query <words>   keep arXiv records whose title+abstract contain every word
                    (word starts, case-insensitive; "quoted phrase" allowed)
  --strict          write nothing if any input is skipped (the previous output stays)
  -h, --help        show this help

Exit status:
  0    every paper read was kept (or filtered out by request); output written
  1    failed: nothing usable read, an error, or counts that do not add up; nothing written
  2    bad usage
  3    output written, but some input was skipped (listed in the summary)
  4    --strict and some input was skipped: nothing written
  130, 143   interrupted (SIGINT, SIGTERM): temporary files removed, nothing written
`;

async function main(argv: string[]): Promise<number> {
	let args;
	try {
		args = parseArgs({
			args: argv,
			allowPositionals: true,
			options: {
				out: { type: 'string', default: 'static/data/papers.parquet' },
				workers: { type: 'string' },
				categories: { type: 'string' },
				query: { type: 'string' },
				strict: { type: 'boolean', default: false },
				help: { type: 'boolean', short: 'h', default: false }
			}
		});
	} catch (error) {
		process.stderr.write(`etl: ${(error as Error).message}\n\n${HELP}`);
		return EXIT.usage;
	}
	if (args.values.help) {
		process.stdout.write(HELP);
		return EXIT.ok;
	}
	const workersOption = args.values.workers;
	const workers = workersOption === undefined ? undefined : Number(workersOption);
	if (workers !== undefined && (!Number.isInteger(workers) || workers < 0)) {
		process.stderr.write(`etl: --workers must be a whole number ≥ 0, got ${workersOption}\n`);
		return EXIT.usage;
	}
	const inputs = args.positionals.length > 0 ? args.positionals : ['seeds'];
	const summary = await runEtl(
		{
			inputs,
			out: args.values.out!,
			workers: workers ?? 'auto',
			filter: filterOf(args.values),
			strict: args.values.strict
		},
		{
			progress: (totalBytes) =>
				process.stderr.isTTY && totalBytes > PARALLEL_THRESHOLD_BYTES
					? ttyProgress(process.stderr, totalBytes)
					: silentProgress
		}
	);
	process.stdout.write(formatSummary(summary) + '\n');
	return exitCode(summary);
}

function filterOf(values: { categories?: string; query?: string }): RecordFilter | undefined {
	const categories = values.categories
		?.split(',')
		.map((c) => c.trim())
		.filter(Boolean);
	if (!categories?.length && !values.query) return undefined;
	return { categories: categories?.length ? categories : undefined, query: values.query };
}

/** Ends the process now, removing the run's temporary files; the previous output stays. */
function stop(code: number, why: string): never {
	removeTrackedSync();
	try {
		process.stderr.write(`etl: ${why}: temporary files removed, nothing written\n`);
	} catch {
		// stderr may be gone with the parent
	}
	process.exit(code);
}

process.on('SIGINT', () => stop(130, 'interrupted'));
process.on('SIGTERM', () => stop(143, 'terminated'));
// No SIGHUP handler: one would undo `nohup`; a run ended by a hang-up is cleaned up by the next.
watchParent(() => stop(EXIT.failed, 'the process that started the ETL ended'));

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(error: Error) => {
		removeTrackedSync();
		process.stderr.write(`etl: ${error.message}\n`);
		process.exit(EXIT.failed);
	}
);
