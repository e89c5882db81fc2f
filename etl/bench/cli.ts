// npm run bench:etl -- [--corpus real|scaled|synthetic] [--n 100000] [--sample file] [--keep] …
// Takes the real arXiv sample as it is, or generates a corpus into bench-out/, then in the same
// run measures the floor (read + split, and for JSONL + JSON.parse) and the full ETL, each as its
// own process.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOADER_ARGS } from '../loader/register-url.ts';
import { DEFAULT_SAMPLE, planCorpus, UsageError, type CorpusPlan } from './corpus-plan.ts';
import type { FloorResult } from './floor.ts';
import { measureCommand } from './measure.ts';
import { readSample } from './sample-papers.ts';
import { buildTemplates } from './sample-templates.ts';
import { formatTable, type BenchRow } from './table.ts';
import { generateArxivJsonl, generateScaledJsonl, writeListingCorpus } from './write-corpus.ts';

const HELP = `Usage: npm run bench:etl -- [options]

Reports papers/s, wall time and peak RSS of the floor (reading and splitting the input; for JSONL
also parsing every line) and of the full ETL (etl/cli.ts), each run as a child process, on one of
three corpora:

  real       the real arXiv sample as it is (default: text nobody tuned for, a few seconds)
  scaled     N papers made from the real sample: its abstracts with rare names renamed into a
             long tail (new names, some adopted by later papers), numbers varied, dates spread
             over 2020–2025 with matching arXiv ids; the values grow with N as real data does
  synthetic  N papers recombined from seed sentences (values repeat: cheap downstream, flattering)

Options:
  --corpus <c>       real (default), scaled or synthetic
  --n <count>        papers to generate for scaled and synthetic (default 100000)
  --sample <file>    the real sample (default ${DEFAULT_SAMPLE})
  --format <f>       synthetic only: arxiv (JSON Lines; default) or listing (captures)
  --gzip             gzip the generated JSONL
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
	const { seconds, cpuSeconds, peakRssKb } = run;
	return { step, papers: n, seconds, cpuSeconds, peakRssKb, note };
}

async function etlRow(
	input: string,
	out: string,
	n: number,
	workers: string | undefined
): Promise<BenchRow> {
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
	// As `npm run etl` runs it: through the ETL's own loader.
	const extra = workers === undefined ? [] : ['--workers', workers];
	const run = await measureCommand(process.execPath, [
		...LOADER_ARGS,
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
	const { seconds, cpuSeconds, peakRssKb } = run;
	return { step, papers: n, seconds, cpuSeconds, peakRssKb, note: `→ ${out}` };
}

/** Writes the plan's corpus of `n` papers. */
async function generate(plan: CorpusPlan, n: number): Promise<void> {
	if (plan.corpus === 'scaled') {
		const sample = buildTemplates(await readSample(plan.sample));
		await generateScaledJsonl(n, sample, { out: plan.input, seed: plan.seed, gzip: plan.gzip });
	} else if (plan.format === 'arxiv') {
		const texts = await seedTexts();
		await generateArxivJsonl(n, texts, { out: plan.input, seed: plan.seed, gzip: plan.gzip });
	} else await writeListingCorpus(plan.input, n, await seedTexts(), { seed: plan.seed });
}

function describe(plan: CorpusPlan): string {
	if (plan.corpus === 'real') return `real (${plan.sample})`;
	const shape = plan.corpus === 'synthetic' ? `, ${plan.format}` : '';
	return `${plan.corpus}${shape}${plan.gzip ? ' (gzip)' : ''}`;
}

async function main(argv: string[]): Promise<number> {
	const { values } = parseArgs({
		args: argv,
		options: {
			corpus: { type: 'string' },
			n: { type: 'string' },
			sample: { type: 'string' },
			format: { type: 'string' },
			gzip: { type: 'boolean', default: false },
			seed: { type: 'string' },
			workers: { type: 'string' },
			keep: { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false }
		}
	});
	if (values.help) {
		process.stdout.write(HELP);
		return 0;
	}
	const plan = planCorpus(values, OUT_DIR);
	if (plan.corpus !== 'synthetic' && !existsSync(plan.sample)) {
		throw new UsageError(`no sample at ${plan.sample}: give --sample, or --corpus synthetic`);
	}
	const rows: BenchRow[] = [];
	let n: number;
	if (plan.n === null) {
		n = (await readSample(plan.sample)).length;
	} else if (values.keep && existsSync(plan.input)) {
		n = plan.n;
		rows.push({ step: 'generate', papers: n, seconds: null, peakRssKb: null, note: 'reused' });
	} else {
		n = plan.n;
		process.stdout.write(`generating ${n.toLocaleString('en-US')} papers → ${plan.input} …\n`);
		const start = performance.now();
		await generate(plan, n);
		const seconds = (performance.now() - start) / 1000;
		const peakRssKb = process.resourceUsage().maxRSS;
		rows.push({ step: 'generate', papers: n, seconds, peakRssKb, note: 'in the bench process' });
	}
	const bytes = await sizeOf(plan.input);
	const arxiv = plan.format === 'arxiv';

	try {
		rows.push(await floorRow('floor: read + split lines', plan.input, false, n));
		if (arxiv) rows.push(await floorRow('floor: read + split + JSON.parse', plan.input, true, n));
		rows.push(await etlRow(plan.input, plan.parquet, n, values.workers));
	} finally {
		if (!values.keep) {
			if (plan.generated) await rm(plan.input, { recursive: true, force: true });
			await rm(dirname(plan.parquet), { recursive: true, force: true });
		}
	}
	const mb = (bytes / 1024 / 1024).toFixed(1);
	process.stdout.write(
		`\n${n.toLocaleString('en-US')} papers, ${describe(plan)}, ${mb} MB on disk, ${availableParallelism()} cores\n\n`
	);
	process.stdout.write(formatTable(rows) + '\n');
	if (values.keep) process.stdout.write(`\nkept: ${plan.input}, ${plan.parquet}\n`);
	return rows.some((row) => row.note?.startsWith('failed')) ? 1 : 0;
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(`bench:etl: ${error.message}\n`);
		process.exit(2);
	}
);
