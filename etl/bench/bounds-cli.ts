// npm run bench:bounds -- [arxiv.jsonl(.gz) …] [--synthetic N] [--skip-seeds] [--help]
// Date bounds as a user meets them: a dated arXiv source merged with undated listings. For each
// input, a fixed half of the papers loses every date clue (id, URLs, comment, versions); the ETL
// runs on both halves together; the undated half's bounds are compared with the real months.
// Three ways the undated half arrives: with no capture date (bounds from the text alone), as
// monthly dumps each saved the day after its month ends, and as one dump saved the day after
// its newest paper (the manifest's `captured`, which bounds every paper of a file from above).
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseArxivRecord, isSkip } from '../parse/arxiv/record.ts';
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { paperId } from '../parse/paper-id.ts';
import { runEtl } from '../pipeline/run.ts';
import {
	boundReport,
	isUndatedHalf,
	monthlyCaptureDate,
	stripDateClues,
	upperBoundReport,
	type BoundReport
} from './date-clues.ts';

import { generateArxivJsonl } from './write-corpus.ts';
import { addDays } from '../fetch/days.ts';

type Captures = 'none' | 'monthly dumps' | 'one dump';
const CAPTURES: Captures[] = ['none', 'monthly dumps', 'one dump'];

interface Measured {
	label: string;
	captures: Captures;
	lower: BoundReport;
	upper: BoundReport;
	/** Papers with either bound. */
	either: number;
}

const HELP = `Usage: npm run bench:bounds -- [arxiv.jsonl(.gz) …] [options]

Date bounds as a user meets them: for each arXiv-shaped input, a fixed half of the papers loses
every date clue (id, URLs, comment); the ETL runs on both halves together, and the undated
half's bounds are compared with the real months: share bounded, violations (must be 0), median
and 90th-percentile distance to the real month. The undated half arrives three ways: with no
capture date (bounds from the text alone), as monthly dumps, and as one dump.

Options:
  --synthetic <n>    also a synthetic arXiv-shaped file of n papers spread over 2019-2026
                     (default 20000; 0 for none)
  --skip-seeds       leave out the bundled seeds (share with a date or an interval)
  -h, --help         show this help
`;

const { values, positionals } = optionsOrExit(
	{
		synthetic: { type: 'string', default: '20000' },
		'skip-seeds': { type: 'boolean', default: false },
		...HELP_OPTION
	},
	HELP,
	{
		positionals: true,
		check: ({ values: { synthetic } }) => {
			if (!/^\d+$/.test(String(synthetic))) throw new Error('--synthetic takes a whole number');
		}
	}
);

async function readLines(path: string): Promise<string[]> {
	const bytes = await readFile(path);
	const text = path.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
	return text.split('\n').filter((line) => line.trim());
}

async function papersOf(parquet: string, sql: string) {
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	try {
		const result = await connection.runAndReadAll(
			sql.replaceAll('$file', `'${parquet.replaceAll("'", "''")}'`)
		);
		return result.getRowObjectsJson() as Record<string, string | number | null>[];
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
}

/** Runs the ETL on `lines` with half of them undated, arriving as `captures` says; reports that
 * half's bounds. */
async function measureArxiv(label: string, lines: string[], captures: Captures): Promise<Measured> {
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-bounds-'));
	try {
		const real = new Map<string, string>();
		const dated: string[] = [];
		// File → its month and undated lines; one file unless the dumps are monthly.
		const listings = new Map<string, { month: string; lines: string[] }>();
		lines.forEach((line, i) => {
			const record = parseArxivRecord(line, label, i + 1);
			if (isSkip(record) || !record.published) return;
			if (!isUndatedHalf(record.title)) return void dated.push(line);
			real.set(paperId(record.title), record.published);
			const month = record.published.slice(0, 7);
			const file = captures === 'monthly dumps' ? `undated-${month}.jsonl` : 'undated.jsonl';
			if (!listings.has(file)) listings.set(file, { month, lines: [] });
			listings.get(file)!.lines.push(JSON.stringify(stripDateClues(JSON.parse(line))));
		});
		const newest = [...real.values()].sort().at(-1) ?? '';
		const manifest: Record<string, { captured: string }> = {};
		for (const [file, { month, lines: undated }] of listings) {
			await writeFile(join(work, file), undated.join('\n') + '\n');
			if (captures === 'monthly dumps')
				manifest[file] = { captured: monthlyCaptureDate(`${month}-01`) };
			if (captures === 'one dump') manifest[file] = { captured: addDays(newest.slice(0, 10), 1) };
		}
		await writeFile(join(work, 'manifest.json'), JSON.stringify({ captures: manifest }));
		const source = join(work, 'dated.jsonl');
		await writeFile(source, dated.join('\n') + '\n');
		const parquet = join(work, 'papers.parquet');
		await runEtl({
			inputs: [source, ...[...listings.keys()].map((f) => join(work, f))],
			out: parquet,
			workers: 'auto'
		});
		const rows = await papersOf(
			parquet,
			`SELECT paper_id, strftime(not_before, '%Y-%m-%d') AS not_before, not_before_reason,
				strftime(not_after, '%Y-%m-%d') AS not_after FROM $file WHERE published IS NULL`
		);
		// Each violation with its reason: a wrong bound must be traceable to its artifact.
		for (const r of rows) {
			const month = real.get(String(r.paper_id));
			if (month && r.not_before && String(r.not_before) > month)
				console.log(
					`violation: ${r.paper_id} real ${month}, bound ${r.not_before}: ${r.not_before_reason}`
				);
		}
		const measured = rows
			.filter((r) => real.has(String(r.paper_id)))
			.map((r) => ({
				real: real.get(String(r.paper_id))!,
				notBefore: r.not_before as string | null,
				notAfter: r.not_after as string | null
			}));
		return {
			label,
			captures,
			lower: boundReport(measured),
			upper: upperBoundReport(measured),
			either: measured.filter((r) => r.notBefore || r.notAfter).length
		};
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

async function measureSeeds(): Promise<string> {
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-bounds-'));
	try {
		const parquet = join(work, 'papers.parquet');
		await runEtl({ inputs: ['seeds'], out: parquet, workers: 0 });
		const [row] = await papersOf(
			parquet,
			`SELECT count(*)::INTEGER AS papers, count(published)::INTEGER AS dated,
				count(*) FILTER (WHERE published IS NULL AND (not_before IS NOT NULL OR not_after IS NOT NULL))::INTEGER AS bounded
			FROM $file`
		);
		const pct = (n: unknown) => `${((100 * Number(n)) / Number(row.papers)).toFixed(1)}%`;
		return `seeds: ${row.papers} papers, ${row.dated} with a real date (${pct(row.dated)}), ${row.bounded} more with an interval (${pct(row.bounded)}: a lower bound, an upper bound or both)`;
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

const inputs: { label: string; lines: string[] }[] = [];
for (const path of positionals) inputs.push({ label: path, lines: await readLines(path) });
const synthetic = Number(values.synthetic);
if (synthetic > 0) {
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-bounds-'));
	try {
		const names = (await readdir('seeds')).filter((n) => n.endsWith('.txt')).sort();
		const texts = await Promise.all(names.map((n) => readFile(join('seeds', n), 'utf8')));
		const out = join(work, 'synthetic.jsonl');
		await generateArxivJsonl(synthetic, texts, { out, seed: 7, from: '2019-01', to: '2026-03' });
		inputs.push({ label: `synthetic ${synthetic} (2019-01…2026-03)`, lines: await readLines(out) });
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}
const reports: Measured[] = [];
for (const { label, lines } of inputs)
	for (const captures of CAPTURES) reports.push(await measureArxiv(label, lines, captures));

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
const months = (r: BoundReport) =>
	`${String(r.medianMonths ?? '-').padStart(6)}  ${String(r.p90Months ?? '-').padStart(3)}`;
console.log(
	'\nundated half of each input (goal: ≥ 60% bounded, median ≤ 9 months, 0 violations)\n' +
		'lower = not_before (from what the text names), upper = not_after (the capture date);\n' +
		'median / p90: months between the bound and the real month\n'
);
console.log(
	'input                                    captures       papers  any bound  lower          viol  median  p90  upper          viol  median  p90'
);
for (const r of reports) {
	const { lower, upper } = r;
	console.log(
		`${r.label.slice(-40).padEnd(40)} ${r.captures.padEnd(13)} ${String(lower.papers).padStart(7)}  ${pct(r.either, lower.papers).padStart(9)}  ${`${lower.bounded} (${pct(lower.bounded, lower.papers)})`.padEnd(14)} ${String(lower.violations).padStart(4)}  ${months(lower)}  ${`${upper.bounded} (${pct(upper.bounded, upper.papers)})`.padEnd(14)} ${String(upper.violations).padStart(4)}  ${months(upper)}`
	);
}
if (!values['skip-seeds']) console.log(`\n${await measureSeeds()}`);
process.exit(reports.some((r) => r.lower.violations + r.upper.violations > 0) ? 1 : 0);
