// What bench:etl measures, from its options: which corpus, where it is (or is generated to) and
// where the ETL writes its Parquet.
import { basename, join } from 'node:path';

export type CorpusKind = 'real' | 'scaled' | 'synthetic';

/** The real arXiv sample shared by the project's worktrees (see its README). */
export const DEFAULT_SAMPLE = '../shared/corpora/arxiv-sample-2025.jsonl.gz';
export const DEFAULT_N = 100_000;

export interface CorpusOptions {
	corpus?: string;
	n?: string;
	format?: string;
	gzip?: boolean;
	seed?: string;
	sample?: string;
}

export interface CorpusPlan {
	corpus: CorpusKind;
	/** Papers to generate; null for `real` (the sample's own count). */
	n: number | null;
	/** `arxiv` (JSON Lines) or `listing` (captures; synthetic only). */
	format: 'arxiv' | 'listing';
	gzip: boolean;
	seed: number;
	sample: string;
	/** What the floors and the ETL read. */
	input: string;
	/** Whether this bench writes `input` (and removes it unless kept). */
	generated: boolean;
	/** The ETL's output; `entities.parquet` goes beside it. */
	parquet: string;
}

export class UsageError extends Error {}

function wholeNumber(name: string, text: string, min?: number): number {
	const value = Number(text);
	if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value) || value < (min ?? -Infinity)) {
		const bound = min === undefined ? '' : ` ≥ ${min}`;
		throw new UsageError(`--${name} must be a whole number${bound}, got ${text}`);
	}
	return value;
}

/** The ETL's output folder for a corpus (apart from the corpus: a listing corpus is a folder). */
const parquetFor = (outDir: string, name: string) => join(outDir, `${name}-etl`, 'papers.parquet');

export function planCorpus(options: CorpusOptions, outDir = 'bench-out'): CorpusPlan {
	const corpus = options.corpus ?? 'real';
	if (corpus !== 'real' && corpus !== 'scaled' && corpus !== 'synthetic') {
		throw new UsageError(`--corpus must be real, scaled or synthetic, got ${corpus}`);
	}
	const format = options.format ?? 'arxiv';
	if (format !== 'arxiv' && format !== 'listing') {
		throw new UsageError(`--format must be arxiv or listing, got ${format}`);
	}
	if (format === 'listing' && corpus !== 'synthetic') {
		throw new UsageError('--format listing is for --corpus synthetic only');
	}
	const gzip = options.gzip ?? false;
	const seed = wholeNumber('seed', options.seed ?? '1');
	const sample = options.sample ?? DEFAULT_SAMPLE;
	if (corpus === 'real') {
		if (options.n !== undefined) {
			throw new UsageError('--n needs --corpus scaled or synthetic (real is the sample as it is)');
		}
		const name = `real-${basename(sample).replace(/\.jsonl?(\.gz)?$/i, '')}`;
		return {
			corpus,
			n: null,
			format,
			gzip,
			seed,
			sample,
			input: sample,
			generated: false,
			parquet: parquetFor(outDir, name)
		};
	}
	const n = wholeNumber('n', options.n ?? String(DEFAULT_N), 1);
	const name =
		corpus === 'scaled'
			? `scaled-${n}-s${seed}`
			: `${format === 'arxiv' ? 'arxiv' : 'listing'}-${n}-s${seed}`;
	const input =
		format === 'listing' ? join(outDir, name) : join(outDir, `${name}.jsonl${gzip ? '.gz' : ''}`);
	return {
		corpus,
		n,
		format,
		gzip,
		seed,
		sample,
		input,
		generated: true,
		parquet: parquetFor(outDir, name)
	};
}
