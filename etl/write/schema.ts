// The columns of one record as the pipeline stages it (NDJSON), typed for DuckDB's read_json.
// A staged record carries most paper columns (typed by schema/papers.ts) plus where it was read.
import { PAPER_SCHEMA, type PaperColumn } from '../schema/papers.ts';
import {
	DATE,
	duckdbType,
	INTEGER,
	list,
	nullable,
	struct,
	VARCHAR,
	type ValueOf
} from '../schema/sql-type.ts';

const COINAGE = struct({
	name: VARCHAR,
	type: VARCHAR,
	long_form: nullable(VARCHAR),
	evidence: VARCHAR
});
const CANDIDATE = struct({
	name: VARCHAR,
	field: VARCHAR,
	start: INTEGER,
	end: INTEGER,
	cue: nullable(VARCHAR),
	long_form: nullable(VARCHAR)
});

const paper = <Name extends PaperColumn>(name: Name): (typeof PAPER_SCHEMA)[Name]['type'] =>
	PAPER_SCHEMA[name].type;

const STAGED_TYPES = {
	paper_id: paper('paper_id'),
	origin: VARCHAR,
	file: VARCHAR,
	line: INTEGER,
	rank: nullable(INTEGER),
	title: paper('title'),
	abstract: paper('abstract'),
	arxiv_id: paper('arxiv_id'),
	organization: paper('organization'),
	authors_count: paper('authors_count'),
	votes: paper('votes'),
	published: paper('published'),
	date_source: paper('date_source'),
	not_before: paper('not_before'),
	not_before_reason: paper('not_before_reason'),
	captured: nullable(DATE),
	categories: paper('categories'),
	urls: paper('urls'),
	algorithms: paper('algorithms'),
	paradigms: paper('paradigms'),
	benchmarks: paper('benchmarks'),
	proposed: paper('proposed'),
	domains: paper('domains'),
	model_sizes_b: paper('model_sizes_b'),
	models: paper('models'),
	gains: paper('gains'),
	scores: paper('scores'),
	mentions: paper('mentions'),
	coined: list(COINAGE),
	candidates: list(CANDIDATE)
};

/** One staged record as the pipeline writes it (toStagedRow), typed from the columns above. */
export type StagedRow = {
	[Name in keyof typeof STAGED_TYPES]: ValueOf<(typeof STAGED_TYPES)[Name]>;
};

/** Staged record columns, in order: name → DuckDB type. */
export const STAGED_COLUMNS: Record<string, string> = Object.fromEntries(
	Object.entries(STAGED_TYPES).map(([name, type]) => [name, duckdbType(type)])
);

/** `{'name': 'TYPE', …}` as read_json's `columns` argument wants it. */
export function readJsonColumnsArgument(): string {
	const entries = Object.entries(STAGED_COLUMNS).map(
		([name, type]) => `'${name}': '${type.replaceAll("'", "''")}'`
	);
	return `{${entries.join(', ')}}`;
}
