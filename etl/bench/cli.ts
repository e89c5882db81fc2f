// npm run bench:etl -- [--n 100000] [--format arxiv|listing] [--gzip] [--seed 1] [--keep]
// Generates a synthetic corpus into bench-out/, then in the same run measures the floor (read +
// split, and for JSONL + JSON.parse) and the full ETL, each as its own process.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FloorResult } from './floor.ts';
import { measureCommand } from './measure.ts';
import { formatTable, type BenchRow } from './table.ts';
import { generateArxivJsonl, writeListingCorpus } from './write-corpus.ts';

const HELP = `Usage: npm run bench:etl -- [options]

Generates N synthetic papers (recombined seed sentences) into bench-out/ and reports papers/s,
wall time and peak RSS of the floor (reading and splitting the input; for JSONL also parsing
every line) and of the full ETL (etl/cli.ts), each run as a child process.

Options:
  --n <count>        papers to generate (default 100000)
  --format <f>       arxiv (JSON Lines, arXiv snapshot shape; default) or listing (captures)
  --gzip             gzip the JSONL
  --seed <n>         generator seed (default 1): same seed, same bytes
  --workers <n>      passed to the ETL
  --keep             keep the corpus and Parquet; a kept corpus is reused by the next run
  -h, --help         show this help
`;

const OUT_DIR = 'bench-out';

function tsx(): { command: string; prefix: string[] } {
	const local = join('node_modules', '.bin', 'tsx');
	return existsSync(local) ? { command: local, prefix: [] } : { command: 'npx', prefix: ['tsx'] };
}

async function seedTexts(): Promise<string[]> {
	const names = (await readdir('seeds')).filter((name) => name.endsWith('.txt')).sort();
	return Promise.all(names.map((name) => readFile(join('seeds', name), 'utf8')));
}

async function sizeOf(path: string): Promise<number> {
	const info = await stat(path);
	if (!info.isDirectory()) return info.size;
	const names = await readdir(path);
	const sizes = await Promise.all(names.map((name) => stat(join(path, name))));
	return sizes.reduce((sum, s) => sum + s.size, 0);
}

async function floorRow(step: string, input: string, parse: boolean, n: number) {
	const { command, prefix } = tsx();
	const args = [...prefix, 'etl/bench/floor.ts', ...(parse ? ['--parse'] : []), input];
	const run = await measureCommand(command, args);
	if (run.code !== 0) {
		return {
			step,
			papers: n,
			seconds: null,
			peakRssKb: null,
			note: `failed: ${run.stderr.trim()}`
		};
	}
	const floor = JSON.parse(run.stdout) as FloorResult;
	// Wall time of the whole process (start-up included), as for the ETL.
	const note = `${floor.lines.toLocaleString('en-US')} lines, in-process ${floor.seconds.toFixed(2)} s`;
	return { step, papers: n, seconds: run.seconds, peakRssKb: run.peakRssKb, note };
}

async function etlRow(input: string, n: number, workers: string | undefined): Promise<BenchRow> {
	const step = 'full ETL (etl/cli.ts)';
	if (!existsSync('etl/cli.ts')) {
		return {
			step,
			papers: n,
			seconds: null,
			peakRssKb: null,
			note: 'missing: etl/cli.ts not found'
		};
	}
	const { command, prefix } = tsx();
	const out = join(OUT_DIR, 'x.parquet');
	const extra = workers === undefined ? [] : ['--workers', workers];
	const run = await measureCommand(command, [
		...prefix,
		'etl/cli.ts',
		input,
		'--out',
		out,
		...extra
	]);
	const summary = (run.stdout + run.stderr).trim().split('\n').slice(-12).join('\n  ');
	process.stdout.write(`\nETL output (last lines):\n  ${summary}\n`);
	if (run.code !== 0) {
		return {
			step,
			papers: null,
			seconds: run.seconds,
			peakRssKb: null,
			note: `failed: exit ${run.code}`
		};
	}
	return { step, papers: n, seconds: run.seconds, peakRssKb: run.peakRssKb, note: `→ ${out}` };
}

async function main(argv: string[]): Promise<number> {
	const { values } = parseArgs({
		args: argv,
		options: {
			n: { type: 'string', default: '100000' },
			format: { type: 'string', default: 'arxiv' },
			gzip: { type: 'boolean', default: false },
			seed: { type: 'string', default: '1' },
			workers: { type: 'string' },
			keep: { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false }
		}
	});
	if (values.help) {
		process.stdout.write(HELP);
		return 0;
	}
	const n = Number(values.n);
	const seed = Number(values.seed);
	if (!Number.isInteger(n) || n < 1)
		throw new Error(`--n must be a whole number ≥ 1, got ${values.n}`);
	if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, got ${values.seed}`);
	if (values.format !== 'arxiv' && values.format !== 'listing') {
		throw new Error(`--format must be arxiv or listing, got ${values.format}`);
	}
	const arxiv = values.format === 'arxiv';
	const input = arxiv
		? join(OUT_DIR, `arxiv-${n}-s${seed}.jsonl${values.gzip ? '.gz' : ''}`)
		: join(OUT_DIR, `listing-${n}-s${seed}`);
	const rows: BenchRow[] = [];

	if (values.keep && existsSync(input)) {
		rows.push({ step: 'generate', papers: n, seconds: null, peakRssKb: null, note: 'reused' });
	} else {
		process.stdout.write(`generating ${n.toLocaleString('en-US')} papers → ${input} …\n`);
		const texts = await seedTexts();
		const start = performance.now();
		if (arxiv) await generateArxivJsonl(n, texts, { out: input, seed, gzip: values.gzip });
		else await writeListingCorpus(input, n, texts, { seed });
		const seconds = (performance.now() - start) / 1000;
		const peakRssKb = process.resourceUsage().maxRSS;
		rows.push({ step: 'generate', papers: n, seconds, peakRssKb, note: 'in the bench process' });
	}
	const bytes = await sizeOf(input);

	try {
		rows.push(await floorRow('floor: read + split lines', input, false, n));
		if (arxiv) rows.push(await floorRow('floor: read + split + JSON.parse', input, true, n));
		rows.push(await etlRow(input, n, values.workers));
	} finally {
		if (!values.keep) {
			await rm(input, { recursive: true, force: true });
			await rm(join(OUT_DIR, 'x.parquet'), { force: true });
		}
	}
	const mb = (bytes / 1024 / 1024).toFixed(1);
	process.stdout.write(
		`\n${n.toLocaleString('en-US')} papers, ${values.format}${values.gzip ? ' (gzip)' : ''}, ${mb} MB on disk, ${availableParallelism()} cores\n\n`
	);
	process.stdout.write(formatTable(rows) + '\n');
	return rows.some((row) => row.note?.startsWith('failed')) ? 1 : 0;
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`bench:etl: ${error.message}\n`);
		process.exit(2);
	}
);
