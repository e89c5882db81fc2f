// The columns of papers.parquet, declared once: the ETL's merge and staging types, the app's
// column lists and row types, and the README's table are all read from here.
import {
	DATE,
	DOUBLE,
	INTEGER,
	list,
	nullable,
	struct,
	VARCHAR,
	type AnySqlType,
	type SqlType,
	type ValueOf
} from './sql-type.ts';

export interface ColumnDeclaration {
	type: AnySqlType;
	/** One line for the README's table. */
	meaning: string;
	/** Heavy text the charts never read: the app loads it only when asked (SQL console). */
	deferred?: true;
}

const MODEL = struct({ name: VARCHAR, family: nullable(VARCHAR), params_b: nullable(DOUBLE) });
const GAIN = struct({
	value: DOUBLE,
	unit: VARCHAR,
	direction: VARCHAR,
	metric: nullable(VARCHAR),
	benchmark: nullable(VARCHAR),
	text: VARCHAR
});
const SCORE = struct({
	value: DOUBLE,
	unit: nullable(VARCHAR),
	metric: nullable(VARCHAR),
	benchmark: nullable(VARCHAR),
	model: nullable(VARCHAR),
	text: VARCHAR
});
/** Which text of a paper an item was read from. */
export type TextField = 'title' | 'abstract';

/** What a mention is of, in the order a paper page lists them. */
export const MENTION_KINDS = [
	'algorithm',
	'paradigm',
	'benchmark',
	'proposed',
	'model',
	'model_size',
	'gain',
	'score',
	'domain',
	'url'
] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** `[start, end)` are UTF-16 offsets into `field` (`title` or `abstract`). */
const MENTION = struct({
	kind: VARCHAR as SqlType<MentionKind>,
	name: VARCHAR,
	field: VARCHAR as SqlType<TextField>,
	start: INTEGER,
	end: INTEGER
});

/** Every column of papers.parquet, in file order: the heavy text columns last, so readers of
 * the features skip them in one stretch. */
export const PAPER_SCHEMA = {
	paper_id: {
		type: VARCHAR,
		meaning:
			'first 12 hex digits of SHA-1 of the normalised title (lower case, runs of non-alphanumerics → one space)'
	},
	title: { type: VARCHAR, meaning: 'as listed' },
	published: {
		type: nullable(DATE),
		meaning: 'publication date when a source states it, else null'
	},
	date_source: {
		type: nullable(VARCHAR),
		meaning:
			'`listing`, `arxiv` (a day), `arxiv-id` (only the month its arXiv id encodes: `published` is its 1st), `bound` (no date, only bounds) or null'
	},
	not_before: {
		type: nullable(DATE),
		meaning:
			'lower bound from the dated artifacts the paper names, or from the month a learned name it uses was coined'
	},
	not_after: {
		type: nullable(DATE),
		meaning:
			'the earliest capture date of a listing or dump that shows it (an upper bound; null when unknown)'
	},
	arxiv_id: { type: nullable(VARCHAR), meaning: 'arXiv identifier when known' },
	categories: { type: list(VARCHAR), meaning: 'arXiv categories when known' },
	organization: { type: nullable(VARCHAR), meaning: 'organisation shown on the listing' },
	authors_count: { type: nullable(INTEGER), meaning: 'number of authors shown on the listing' },
	votes: { type: nullable(INTEGER), meaning: 'upvotes shown on the listing (highest seen)' },
	sources: {
		type: list(struct({ file: VARCHAR, rank: INTEGER, captured: nullable(DATE) })),
		meaning: 'every capture the paper was listed in: file, position and the capture day'
	},
	urls: { type: list(VARCHAR), meaning: 'URLs in the abstract' },
	algorithms: {
		type: list(VARCHAR),
		meaning:
			'established algorithms named (canonical: `PPO`, `GRPO`, `DPO`, …), then methods learned from the corpus'
	},
	paradigms: {
		type: list(VARCHAR),
		meaning: 'RL settings and training paradigms (`RLHF`, `RLVR`, `Offline RL`, …)'
	},
	benchmarks: {
		type: list(VARCHAR),
		meaning:
			'benchmarks, datasets, environments (`MATH-500`, `AIME 2024`, `MuJoCo`, …), also found in context or learned'
	},
	proposed: {
		type: list(VARCHAR),
		meaning: 'names the paper coins for its own method, model or benchmark'
	},
	domains: {
		type: list(VARCHAR),
		meaning:
			'application domains (`math reasoning`, `robotics`, …), 1–3 chosen by the trained domain model'
	},
	model_sizes_b: { type: list(DOUBLE), meaning: 'distinct parameter counts stated, in billions' },
	models: {
		type: list(MODEL),
		meaning: 'named pretrained models (learned ones: family and size null)'
	},
	gains: {
		type: list(GAIN),
		meaning: 'claimed improvements; unit `%`, `pt` or `x`; direction `up`/`down`'
	},
	scores: { type: list(SCORE), meaning: 'absolute results' },
	abstract: {
		type: VARCHAR,
		deferred: true,
		meaning: 'as listed (the longest where listings differ)'
	},
	not_before_reason: {
		type: nullable(VARCHAR),
		deferred: true,
		meaning: 'the artifact that sets the bound'
	},
	mentions: {
		type: list(MENTION),
		deferred: true,
		meaning:
			'provenance of every extracted item: `field` is `title` or `abstract`, `[start, end)` UTF-16 offsets'
	}
} as const satisfies Record<string, ColumnDeclaration>;

export type PaperColumn = keyof typeof PAPER_SCHEMA;

/** One row of papers.parquet as the app reads it (dates as ISO text). */
export type PaperRow = { [K in PaperColumn]: ValueOf<(typeof PAPER_SCHEMA)[K]['type']> };

/** Column names in file order. */
export const PAPER_COLUMN_NAMES = Object.keys(PAPER_SCHEMA) as PaperColumn[];

const isDeferred = (name: PaperColumn) =>
	(PAPER_SCHEMA[name] as ColumnDeclaration).deferred === true;

/** The heavy text columns, in file order. */
export const DEFERRED_COLUMN_NAMES = PAPER_COLUMN_NAMES.filter(isDeferred);

/** Everything else: what the charts and the papers table read. */
export const FEATURE_COLUMN_NAMES = PAPER_COLUMN_NAMES.filter((name) => !isDeferred(name));
