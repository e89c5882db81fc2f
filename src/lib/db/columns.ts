// The columns of papers.parquet with their Arrow types, and which of them the charts need.
import { DateDay, Field, Float64, Int32, List, Struct, Utf8, type DataType } from 'apache-arrow';

const text = () => new Utf8();
const list = (type: DataType) => new List(new Field('item', type, true));
const struct = (fields: Record<string, DataType>) =>
	new Struct(Object.entries(fields).map(([name, type]) => new Field(name, type, true)));

export const COLUMN_TYPES: Record<string, DataType> = {
	paper_id: text(),
	title: text(),
	abstract: text(),
	published: new DateDay(),
	date_source: text(),
	not_before: new DateDay(),
	not_before_reason: text(),
	arxiv_id: text(),
	categories: list(text()),
	organization: text(),
	authors_count: new Int32(),
	votes: new Int32(),
	sources: list(struct({ file: text(), rank: new Int32() })),
	urls: list(text()),
	algorithms: list(text()),
	paradigms: list(text()),
	benchmarks: list(text()),
	proposed: list(text()),
	domains: list(text()),
	model_sizes_b: list(new Float64()),
	models: list(struct({ name: text(), family: text(), params_b: new Float64() })),
	gains: list(
		struct({
			value: new Float64(),
			unit: text(),
			direction: text(),
			metric: text(),
			benchmark: text(),
			text: text()
		})
	),
	scores: list(
		struct({
			value: new Float64(),
			unit: text(),
			metric: text(),
			benchmark: text(),
			model: text(),
			text: text()
		})
	),
	mentions: list(
		struct({ kind: text(), name: text(), field: text(), start: new Int32(), end: new Int32() })
	)
};

/** Heavy text columns, loaded only when a view asks for them (SQL console, paper page). */
export const DEFERRED_COLUMNS = ['abstract', 'mentions', 'not_before_reason'] as const;

/** Everything the charts and the papers table read. */
export const CHART_COLUMNS = Object.keys(COLUMN_TYPES).filter(
	(c) => !(DEFERRED_COLUMNS as readonly string[]).includes(c)
);
