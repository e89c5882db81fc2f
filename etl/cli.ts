// npm run etl -- [paths…] [--out file] [--workers n]: listing captures (and arXiv JSONL) → papers.parquet
import { parseArgs } from 'node:util';
import type { RecordFilter } from './arxiv/filter.ts';
import { silentProgress, ttyProgress } from './pipeline/progress.ts';
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
  -h, --help        show this help
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
				help: { type: 'boolean', short: 'h', default: false }
			}
		});
	} catch (error) {
		process.stderr.write(`etl: ${(error as Error).message}\n\n${HELP}`);
		return 2;
	}
	if (args.values.help) {
		process.stdout.write(HELP);
		return 0;
	}
	const workersOption = args.values.workers;
	const workers = workersOption === undefined ? undefined : Number(workersOption);
	if (workers !== undefined && (!Number.isInteger(workers) || workers < 0)) {
		process.stderr.write(`etl: --workers must be a whole number ≥ 0, got ${workersOption}\n`);
		return 2;
	}
	const inputs = args.positionals.length > 0 ? args.positionals : ['seeds'];
	const summary = await runEtl(
		{ inputs, out: args.values.out!, workers: workers ?? 'auto', filter: filterOf(args.values) },
		{
			progress: (totalBytes) =>
				process.stderr.isTTY && totalBytes > PARALLEL_THRESHOLD_BYTES
					? ttyProgress(process.stderr, totalBytes)
					: silentProgress
		}
	);
	process.stdout.write(formatSummary(summary) + '\n');
	return summary.records === 0 ? 1 : 0;
}

function filterOf(values: { categories?: string; query?: string }): RecordFilter | undefined {
	const categories = values.categories
		?.split(',')
		.map((c) => c.trim())
		.filter(Boolean);
	if (!categories?.length && !values.query) return undefined;
	return { categories: categories?.length ? categories : undefined, query: values.query };
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`etl: ${error.message}\n`);
		process.exit(1);
	}
);
