import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import type { PaperRecord, Skip } from '../types.ts';
import {
	entitiesPathFor,
	pagesPathFor,
	partialPathsFor,
	writePapersParquet
} from '../write/parquet.ts';
import { track, untrack } from './cleanup.ts';
import { defaultStager } from './default-stager.ts';
import { expandInputs } from '../read/inputs.ts';
import { removeLeftovers, WORK_PREFIX } from './leftovers.ts';
import type { ManifestCache } from '../read/manifest.ts';
import { NdjsonSink } from './ndjson-sink.ts';
import type { PhaseSeconds } from './phases.ts';
import { silentProgress, type Progress } from './progress.ts';
import { readSource } from '../read/sources.ts';
import type { RecordFilter } from '../parse/arxiv/filter.ts';
import { stageBatch, type StagedBatch } from './stage-batch.ts';
import { StagePool } from './worker-pool.ts';

export interface RunOptions {
	inputs: string[];
	out: string;
	/** Extraction threads; 0 extracts on the main thread; 'auto' = one per core for large input. */
	workers: number | 'auto';
	batchSize?: number;
	/** Keeps only matching arXiv records (categories, keywords). */
	filter?: RecordFilter;
	/** Write nothing when any input was skipped: the previous output stays. */
	strict?: boolean;
}

/** Below this many input bytes, starting worker threads costs more than it saves. */
export const PARALLEL_THRESHOLD_BYTES = 8 * 1024 * 1024;

export interface RunSummary {
	files: number;
	/** Records the readers saw in the input: listings, non-blank JSONL lines, unreadable files. */
	seen: number;
	/** Records read (listings and arXiv lines that parsed into a paper). */
	records: number;
	/** Records written to the staging file: `records` less those whose extraction failed. */
	staged: number;
	skips: Skip[];
	/** Facts about the input that cost no record, each naming its file. */
	warnings: string[];
	/** Records left out by the filter. */
	filtered: number;
	papers: number;
	duplicatesMerged: number;
	/** Names learned by the corpus pass, and their tagged uses in other papers. */
	entities: number;
	adoptions: number;
	/** Where `seconds` went, phase by phase (staging: reading and extracting). */
	phases: PhaseSeconds;
	seconds: number;
	/** The file written, or null when nothing usable was read (or `strict` withheld it). */
	out: string | null;
	/** True when `strict` kept the output from being replaced because input was skipped. */
	withheld: boolean;
	/** Leftovers of killed runs removed at the start. */
	removedLeftovers: string[];
}

export interface RunEffects {
	progress: (totalBytes: number) => Progress;
}

/** The counts do not add up: some record was neither kept, skipped nor filtered out. */
export class AccountingError extends Error {
	override name = 'AccountingError';
}

/**
 * Every record the readers saw must be kept, skipped or filtered out, and every kept one
 * must reach the writer; a difference is a fault of the ETL, never a thing to pass over.
 */
export function reconcile(summary: Pick<RunSummary, 'seen' | 'staged' | 'skips' | 'filtered'>) {
	const { seen, staged, skips, filtered } = summary;
	const accounted = staged + skips.length + filtered;
	if (seen !== accounted) {
		throw new AccountingError(
			`records do not add up: the readers saw ${seen}, but ${staged} kept + ${skips.length} skipped + ${filtered} filtered out = ${accounted}`
		);
	}
}

/** parse → extract → merge → write, streaming: memory holds a few batches, never the corpus. */
export async function runEtl(
	options: RunOptions,
	effects: RunEffects = { progress: () => silentProgress }
): Promise<RunSummary> {
	const start = performance.now();
	const files = await expandInputs(options.inputs);
	if (files.length === 0) throw new Error(`no input files in ${options.inputs.join(', ')}`);
	const removedLeftovers = await removeLeftovers([
		options.out,
		entitiesPathFor(options.out),
		pagesPathFor(options.out)
	]);
	const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
	const progress = effects.progress(totalBytes);
	const work = await mkdtemp(join(tmpdir(), `${WORK_PREFIX}${process.pid}-`));
	const partials = partialPathsFor(options.out);
	for (const path of [work, ...partials]) track(path);
	const stagedPath = join(work, 'staged.ndjson');
	const sink = new NdjsonSink(stagedPath);
	const workers =
		options.workers === 'auto'
			? totalBytes > PARALLEL_THRESHOLD_BYTES
				? availableParallelism()
				: 0
			: options.workers;
	const pool = workers > 0 ? new StagePool(workers) : null;
	const stager = pool ? null : defaultStager();
	const batchSize = options.batchSize ?? 1000;
	const inFlight = new Set<Promise<void>>();
	const skips: Skip[] = [];
	const warnings: string[] = [];
	let seen = 0;
	let records = 0;
	let filtered = 0;
	let staged = 0;
	let doneBytes = 0;

	const take = async (result: StagedBatch) => {
		await sink.write(result.ndjson);
		staged += result.staged;
		skips.push(...result.skips);
	};

	const flush = async (batch: PaperRecord[]) => {
		if (batch.length === 0) return;
		if (!pool) return take(stageBatch(batch, stager!));
		const task = pool.stage(batch).then(take);
		inFlight.add(task);
		task.finally(() => inFlight.delete(task)).catch(() => {});
		// Back-pressure: a few batches per worker in flight, no more.
		if (inFlight.size >= workers * 3) await Promise.race(inFlight);
	};

	try {
		const manifests: ManifestCache = new Map();
		for (const file of files) {
			let batch: PaperRecord[] = [];
			for await (const read of readSource(file.path, { manifests, filter: options.filter })) {
				seen += read.seen ?? read.records.length + read.skips.length + read.filtered;
				skips.push(...read.skips);
				warnings.push(...(read.warnings ?? []));
				filtered += read.filtered;
				records += read.records.length;
				for (const record of read.records) {
					batch.push(record);
					if (batch.length >= batchSize) {
						await flush(batch);
						batch = [];
					}
				}
				progress.update(doneBytes + (read.bytesRead ?? 0), records);
			}
			await flush(batch);
			doneBytes += file.bytes;
			progress.update(doneBytes, records);
		}
		await Promise.all(inFlight);
		await sink.close();
		// The threads' heaps are freed before the merge needs its memory budget.
		await pool?.close();
		const stagingSeconds = (performance.now() - start) / 1000;
		progress.finish();
		// Skips in the order of the input, whichever thread staged them.
		const order = new Map(files.map((f, i) => [basename(f.path), i] as const).reverse());
		skips.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
		reconcile({ seen, staged, skips, filtered });
		const summary: RunSummary = {
			files: files.length,
			seen,
			records,
			staged,
			skips,
			warnings,
			filtered,
			papers: 0,
			duplicatesMerged: 0,
			entities: 0,
			adoptions: 0,
			phases: { staging: stagingSeconds },
			seconds: 0,
			out: null,
			withheld: false,
			removedLeftovers
		};
		const withheld = options.strict === true && skips.length > 0;
		// Nothing usable, or strict and something skipped: keep any previous output as it is.
		if (staged === 0 || withheld) {
			return { ...summary, withheld, seconds: (performance.now() - start) / 1000 };
		}
		await mkdir(dirname(options.out), { recursive: true });
		const written = await writePapersParquet(stagedPath, options.out, work);
		if (written.records !== staged) {
			throw new AccountingError(`staged ${staged} records but the writer read ${written.records}`);
		}
		return {
			...summary,
			papers: written.papers,
			duplicatesMerged: written.records - written.papers,
			entities: written.entities,
			adoptions: written.adoptions,
			phases: { staging: stagingSeconds, ...written.phases },
			seconds: (performance.now() - start) / 1000,
			out: options.out
		};
	} finally {
		await pool?.close();
		await rm(work, { recursive: true, force: true });
		for (const path of partials) await rm(path, { force: true });
		for (const path of [work, ...partials]) untrack(path);
	}
}
