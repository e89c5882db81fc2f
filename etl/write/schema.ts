// The columns of one record as the pipeline stages it (NDJSON), typed for DuckDB's read_json.
// Kept in one place so the reader's schema, the merge and the docs cannot drift apart.

const MODEL = 'STRUCT(name VARCHAR, family VARCHAR, params_b DOUBLE)';
const GAIN =
	'STRUCT(value DOUBLE, unit VARCHAR, direction VARCHAR, metric VARCHAR, benchmark VARCHAR, text VARCHAR)';
const SCORE =
	'STRUCT(value DOUBLE, unit VARCHAR, metric VARCHAR, benchmark VARCHAR, model VARCHAR, text VARCHAR)';
const MENTION = 'STRUCT(kind VARCHAR, name VARCHAR, field VARCHAR, "start" INTEGER, "end" INTEGER)';
const COINAGE = 'STRUCT(name VARCHAR, type VARCHAR, long_form VARCHAR, evidence VARCHAR)';
const CANDIDATE =
	'STRUCT(name VARCHAR, field VARCHAR, "start" INTEGER, "end" INTEGER, cue VARCHAR, long_form VARCHAR)';

/** Staged record columns, in order: name → DuckDB type. */
export const STAGED_COLUMNS: Record<string, string> = {
	paper_id: 'VARCHAR',
	origin: 'VARCHAR',
	file: 'VARCHAR',
	line: 'INTEGER',
	rank: 'INTEGER',
	title: 'VARCHAR',
	abstract: 'VARCHAR',
	arxiv_id: 'VARCHAR',
	organization: 'VARCHAR',
	authors_count: 'INTEGER',
	votes: 'INTEGER',
	published: 'DATE',
	date_source: 'VARCHAR',
	not_before: 'DATE',
	not_before_reason: 'VARCHAR',
	captured: 'DATE',
	categories: 'VARCHAR[]',
	urls: 'VARCHAR[]',
	algorithms: 'VARCHAR[]',
	paradigms: 'VARCHAR[]',
	benchmarks: 'VARCHAR[]',
	proposed: 'VARCHAR[]',
	domains: 'VARCHAR[]',
	model_sizes_b: 'DOUBLE[]',
	models: `${MODEL}[]`,
	gains: `${GAIN}[]`,
	scores: `${SCORE}[]`,
	mentions: `${MENTION}[]`,
	coined: `${COINAGE}[]`,
	candidates: `${CANDIDATE}[]`
};

/** Columns read from the paper's chosen record (its text and what was extracted from it). */
export const CONTENT_COLUMNS = [
	'title',
	'abstract',
	'urls',
	'algorithms',
	'paradigms',
	'benchmarks',
	'proposed',
	'domains',
	'model_sizes_b',
	'models',
	'gains',
	'scores',
	'mentions',
	'not_before',
	'not_before_reason'
] as const;

/** `{'name': 'TYPE', …}` as read_json's `columns` argument wants it. */
export function readJsonColumnsArgument(): string {
	const entries = Object.entries(STAGED_COLUMNS).map(
		([name, type]) => `'${name}': '${type.replaceAll("'", "''")}'`
	);
	return `{${entries.join(', ')}}`;
}

/** Every column of papers.parquet, in file order (the merge's SELECT; a test holds the file to
 * it). The app reads it to know which columns are features and which are text. */
export const PAPER_COLUMNS = [
	'paper_id',
	'title',
	'published',
	'date_source',
	'not_before',
	'not_after',
	'arxiv_id',
	'categories',
	'organization',
	'authors_count',
	'votes',
	'sources',
	'urls',
	'algorithms',
	'paradigms',
	'benchmarks',
	'proposed',
	'domains',
	'model_sizes_b',
	'models',
	'gains',
	'scores',
	'abstract',
	'not_before_reason',
	'mentions'
] as const;
