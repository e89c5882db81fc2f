// The columns of entities.parquet (the names learned from the corpus), declared once, as
// papers.ts declares papers.parquet: the ETL's corpus pass, the app's `entities` table and the
// README's table are read from here.
import {
	DATE,
	INTEGER,
	list,
	nullable,
	VARCHAR,
	type AnySqlType,
	type SqlType,
	type ValueOf
} from './sql-type.ts';

/** What a learned name names: read from its shape and the words that define it. */
export const ENTITY_TYPES = ['method', 'benchmark', 'model', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** VARCHAR in the file; one of ENTITY_TYPES to the type checker. */
const ENTITY_TYPE = VARCHAR as SqlType<EntityType>;

export interface EntityColumnDeclaration {
	type: AnySqlType;
	/** One line for the README's table. */
	meaning: string;
}

/** Every column of entities.parquet, in file order. */
export const ENTITY_SCHEMA = {
	name: { type: VARCHAR, meaning: 'as the earliest coining paper spells it' },
	type: {
		type: ENTITY_TYPE,
		meaning: '`method`, `benchmark`, `model` or `other` (`other` is never tagged)'
	},
	aliases: { type: list(VARCHAR), meaning: 'other spellings and the long form(s)' },
	long_form: {
		type: nullable(VARCHAR),
		meaning: 'the spelled-out name, when the coining paper gives one'
	},
	paper_id: {
		type: VARCHAR,
		meaning: 'the coining paper (earliest dated; joins `papers.paper_id`)'
	},
	definers: {
		type: INTEGER,
		meaning: 'papers that coin it (more than one: ambiguous, not tagged)'
	},
	first_seen: {
		type: nullable(DATE),
		meaning: 'earliest publication date among the papers naming it'
	},
	papers: { type: INTEGER, meaning: 'papers naming it: its coiners and its adopters' },
	adopters: { type: INTEGER, meaning: 'papers that use it without coining it' },
	evidence: { type: VARCHAR, meaning: 'the sentence (or title) that coins it' }
} as const satisfies Record<string, EntityColumnDeclaration>;

export type EntityColumn = keyof typeof ENTITY_SCHEMA;

/** One row of entities.parquet as the app reads it (dates as ISO text). */
export type EntityRow = { [K in EntityColumn]: ValueOf<(typeof ENTITY_SCHEMA)[K]['type']> };

/** Column names in file order. */
export const ENTITY_COLUMN_NAMES = Object.keys(ENTITY_SCHEMA) as EntityColumn[];
