// npm run bench:bounds -- [arxiv.jsonl(.gz) …] [--synthetic N] [--skip-seeds]
// Date bounds as a user meets them: a dated arXiv source merged with undated listings. For each
// input, a fixed half of the papers loses every date clue (id, URLs, comment, versions); the ETL
// runs on both halves together; the undated half's bounds are compared with the real months.
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { parseArxivRecord, isSkip } from '../parse/arxiv/record.ts';
import { paperId } from '../parse/paper-id.ts';
import { runEtl } from '../pipeline/run.ts';
import { boundReport, isUndatedHalf, stripDateClues, type BoundReport } from './date-clues.ts';
import { generateArxivJsonl } from './write-corpus.ts';

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: {
		synthetic: { type: 'string', default: '20000' },
		'skip-seeds': { type: 'boolean', default: false }
	}
});

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

/** Runs the ETL on `lines` with half of them undated; reports that half's bounds. */
async function measureArxiv(
	label: string,
	lines: string[]
): Promise<BoundReport & { label: string }> {
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-bounds-'));
	try {
		const real = new Map<string, string>();
		const out: string[] = [];
		lines.forEach((line, i) => {
			const record = parseArxivRecord(line, label, i + 1);
			if (isSkip(record) || !record.published) return;
			if (!isUndatedHalf(record.title)) return void out.push(line);
			real.set(paperId(record.title), record.published);
			out.push(JSON.stringify(stripDateClues(JSON.parse(line))));
		});
		const input = join(work, 'mixed.jsonl');
		await writeFile(input, out.join('\n') + '\n');
		const parquet = join(work, 'papers.parquet');
		await runEtl({ inputs: [input], out: parquet, workers: 'auto' });
		const rows = await papersOf(
			parquet,
			`SELECT paper_id, strftime(not_before, '%Y-%m-%d') AS not_before, not_before_reason FROM $file WHERE published IS NULL`
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
				notBefore: r.not_before as string | null
			}));
		return { label, ...boundReport(measured) };
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

const reports: (BoundReport & { label: string })[] = [];
for (const path of positionals) reports.push(await measureArxiv(path, await readLines(path)));
const synthetic = Number(values.synthetic);
if (synthetic > 0) {
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-bounds-'));
	try {
		const names = (await readdir('seeds')).filter((n) => n.endsWith('.txt')).sort();
		const texts = await Promise.all(names.map((n) => readFile(join('seeds', n), 'utf8')));
		const out = join(work, 'synthetic.jsonl');
		await generateArxivJsonl(synthetic, texts, { out, seed: 7, from: '2019-01', to: '2026-03' });
		reports.push(
			await measureArxiv(`synthetic ${synthetic} (2019-01…2026-03)`, await readLines(out))
		);
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}
console.log(
	'\nundated half of each input (goal: ≥ 60% bounded, median ≤ 9 months, 0 violations)\n'
);
console.log(
	'input                                    papers  bounded        violations  median  p90'
);
for (const r of reports) {
	const share = r.papers ? `${((100 * r.bounded) / r.papers).toFixed(1)}%` : '-';
	console.log(
		`${r.label.slice(-40).padEnd(40)} ${String(r.papers).padStart(6)}  ${`${r.bounded} (${share})`.padEnd(14)} ${String(r.violations).padStart(10)}  ${String(r.medianMonths ?? '-').padStart(6)}  ${String(r.p90Months ?? '-').padStart(3)}`
	);
}
if (!values['skip-seeds']) console.log(`\n${await measureSeeds()}`);
process.exit(reports.some((r) => r.violations > 0) ? 1 : 0);
