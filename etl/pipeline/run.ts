import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import type { PaperRecord, Skip } from '../types.ts';
import { writePapersParquet } from '../write/parquet.ts';
import { defaultStager } from './default-stager.ts';
import { expandInputs } from './inputs.ts';
import type { ManifestCache } from './manifest.ts';
import { NdjsonSink } from './ndjson-sink.ts';
import { silentProgress, type Progress } from './progress.ts';
import { readSource } from './sources.ts';
import type { RecordFilter } from '../arxiv/filter.ts';
import { stageBatch } from './stage-batch.ts';
import { StagePool } from './worker-pool.ts';

export interface RunOptions {
	inputs: string[];
	out: string;
	/** Extraction threads; 0 extracts on the main thread; 'auto' = one per core for large input. */
	workers: number | 'auto';
	batchSize?: number;
	/** Keeps only matching arXiv records (categories, keywords). */
	filter?: RecordFilter;
}

/** Below this many input bytes, starting worker threads costs more than it saves. */
export const PARALLEL_THRESHOLD_BYTES = 8 * 1024 * 1024;

export interface RunSummary {
	files: number;
	/** Records read (listings and arXiv lines that parsed into a paper). */
	records: number;
	/** Records written to the staging file; equals `records`. */
	staged: number;
	skips: Skip[];
	/** Records left out by the filter. */
	filtered: number;
	papers: number;
	duplicatesMerged: number;
	seconds: number;
	/** The file written, or null when nothing usable was read. */
	out: string | null;
}

export interface RunEffects {
	progress: (totalBytes: number) => Progress;
}

/** parse → extract → merge → write, streaming: memory holds a few batches, never the corpus. */
export async function runEtl(
	options: RunOptions,
	effects: RunEffects = { progress: () => silentProgress }
): Promise<RunSummary> {
	const start = performance.now();
	const files = await expandInputs(options.inputs);
	if (files.length === 0) throw new Error(`no input files in ${options.inputs.join(', ')}`);
	const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
	const progress = effects.progress(totalBytes);
	const work = await mkdtemp(join(tmpdir(), 'rl-trends-etl-'));
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
	let records = 0;
	let filtered = 0;
	let staged = 0;
	let doneBytes = 0;

	const flush = async (batch: PaperRecord[]) => {
		if (batch.length === 0) return;
		if (!pool) {
			await sink.write(stageBatch(batch, stager!));
			staged += batch.length;
			return;
		}
		const task = pool.stage(batch).then(async (ndjson) => {
			await sink.write(ndjson);
			staged += batch.length;
		});
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
				skips.push(...read.skips);
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
		progress.finish();
		if (records === 0) {
			// Nothing usable: keep any previous output rather than replace it with an empty file.
			return {
				files: files.length,
				records,
				staged,
				skips,
				filtered,
				papers: 0,
				duplicatesMerged: 0,
				seconds: (performance.now() - start) / 1000,
				out: null
			};
		}
		await mkdir(dirname(options.out), { recursive: true });
		const written = await writePapersParquet(stagedPath, options.out, work);
		if (written.records !== staged) {
			throw new Error(`staged ${staged} records but the writer read ${written.records}`);
		}
		return {
			files: files.length,
			records,
			staged,
			skips,
			filtered,
			papers: written.papers,
			duplicatesMerged: written.records - written.papers,
			seconds: (performance.now() - start) / 1000,
			out: options.out
		};
	} finally {
		await pool?.close();
		await rm(work, { recursive: true, force: true });
	}
}
