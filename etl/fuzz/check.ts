// One fuzz case, checked: no crash, every record accounted for (by the readers, against what
// the case is known to hold, and through the whole run), and the same bytes on a rerun.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { readSource } from '../read/sources.ts';
import { AccountingError, runEtl, type RunSummary } from '../pipeline/run.ts';
import { parseCapture } from '../parse/capture.ts';
import { decodeCapture, isWholeFileSkip } from '../parse/decode.ts';
import { entitiesPathFor } from '../write/parquet.ts';
import { fuzzCase, type FuzzCase, type FuzzFile, type SeedCapture } from './arbitraries.ts';
import { unaccountedPapers } from './unaccounted.ts';

export type FailureKind = 'crash' | 'unaccounted' | 'nondeterministic';

export interface Failure {
	kind: FailureKind;
	detail: string;
}

export interface CaseResult {
	failures: Failure[];
	/** Records the run saw, kept, skipped and filtered out. */
	seen: number;
	kept: number;
	skipped: number;
}

/** The bundled captures, cut into papers, for the mutations to start from. */
export function loadSeedCaptures(dir: string, names: string[]): SeedCapture[] {
	return names.map((name) => {
		const decoded = decodeCapture(readFileSync(join(dir, name)), name);
		if ('error' in decoded) throw new Error(`${name}: ${decoded.error.reason}`);
		const titles = parseCapture(decoded.text, name).listings.map((l) => l.line);
		return { name, lines: decoded.text.split('\n'), titles };
	});
}

/** The case of run `run` under `seed`: the same on every machine, so any failure replays. */
export function caseFor(seeds: readonly SeedCapture[], seed: number, run: number): FuzzCase {
	const [value] = fc.sample(fuzzCase(seeds), { seed: (seed * 1_000_003 + run) | 0, numRuns: 1 });
	return value;
}

export async function writeCase(fuzz: FuzzCase, dir: string): Promise<void> {
	await mkdir(dir, { recursive: true });
	for (const file of fuzz.files) await writeFile(join(dir, file.name), file.bytes);
}

/** What reading one file directly finds, against what the case says it holds. */
async function checkFile(file: FuzzFile, path: string, failures: Failure[]): Promise<number> {
	const lines: number[] = [];
	const skips: { line: number; reason: string }[] = [];
	let wholeFile = false;
	let seen = 0;
	let accounted = 0;
	for await (const batch of readSource(path, { manifests: new Map() })) {
		seen += batch.seen ?? 0;
		accounted += batch.records.length + batch.skips.length + batch.filtered;
		lines.push(...batch.records.map((r) => r.line));
		skips.push(...batch.skips);
		wholeFile ||= batch.skips.some((s) => isWholeFileSkip(s.reason));
	}
	const fail = (detail: string) =>
		failures.push({ kind: 'unaccounted', detail: `${file.name}: ${detail}` });
	if (seen !== accounted) fail(`the reader saw ${seen} records but gave ${accounted}`);
	if (file.records !== null && seen !== file.records)
		fail(`the reader saw ${seen} records, the file holds ${file.records}`);
	if (file.papers) {
		for (const title of unaccountedPapers(file.papers, lines, skips, wholeFile))
			fail(`the paper at line ${title} is neither kept nor reported`);
	}
	return seen;
}

const sha = (path: string) =>
	existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'none';

/** What a rerun must reproduce exactly. */
const fingerprint = (summary: RunSummary) =>
	JSON.stringify({
		seen: summary.seen,
		staged: summary.staged,
		filtered: summary.filtered,
		skips: summary.skips,
		papers: summary.papers,
		written: summary.out !== null,
		files: summary.out ? [sha(summary.out), sha(entitiesPathFor(summary.out))] : []
	});

/**
 * Runs a case in `dir`: each file read on its own, then the whole ETL twice (the second time
 * with worker threads when `threads`). Returns what went wrong, if anything.
 */
export async function checkCase(fuzz: FuzzCase, dir: string, threads = false): Promise<CaseResult> {
	const failures: Failure[] = [];
	const input = join(dir, 'in');
	await writeCase(fuzz, input);
	let direct = 0;
	try {
		for (const file of fuzz.files)
			direct += await checkFile(file, join(input, file.name), failures);
	} catch (error) {
		failures.push({ kind: 'crash', detail: `reading: ${(error as Error).stack}` });
		return { failures, seen: 0, kept: 0, skipped: 0 };
	}
	const runs: RunSummary[] = [];
	for (const [name, workers] of [
		['a', 0],
		['b', threads ? 2 : 0]
	] as const) {
		try {
			runs.push(await runEtl({ inputs: [input], out: join(dir, name, 'papers.parquet'), workers }));
		} catch (error) {
			const kind = error instanceof AccountingError ? 'unaccounted' : 'crash';
			failures.push({ kind, detail: `run ${name}: ${(error as Error).stack}` });
			return { failures, seen: 0, kept: 0, skipped: 0 };
		}
	}
	const [a, b] = runs;
	if (a.seen !== direct)
		failures.push({
			kind: 'unaccounted',
			detail: `the run saw ${a.seen} records, the readers ${direct}`
		});
	if (fingerprint(a) !== fingerprint(b))
		failures.push({ kind: 'nondeterministic', detail: `${fingerprint(a)}\n≠ ${fingerprint(b)}` });
	return { failures, seen: a.seen, kept: a.staged, skipped: a.skips.length };
}
