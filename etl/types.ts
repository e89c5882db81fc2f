// The contracts between the ETL's hops: read → parse → extract → write.

import type { MentionKind, TextField } from './schema/papers.ts';

export type { MentionKind, TextField };

/** Provenance of one extracted item: `[start, end)` are UTF-16 offsets into `field`. */
export interface Mention {
	kind: MentionKind;
	/** Canonical name (algorithm, benchmark …) or the value as text (gain, size). */
	name: string;
	field: TextField;
	start: number;
	end: number;
}

export interface Model {
	name: string;
	family: string | null;
	params_b: number | null;
}

export interface Gain {
	value: number;
	unit: '%' | 'pt' | 'x';
	direction: 'up' | 'down';
	metric: string | null;
	benchmark: string | null;
	text: string;
}

export interface Score {
	value: number;
	unit: '%' | 'pt' | null;
	metric: string | null;
	benchmark: string | null;
	model: string | null;
	text: string;
}

/** What a coined name names: read from its shape and the words that define it. */
import type { EntityType } from './schema/entities.ts';

export type { EntityType };

/** A name the paper coins, typed, with the sentence that defines it. */
export interface Coinage {
	name: string;
	type: EntityType;
	/** "Meta Policy Optimization" for "MPO", when the text spells it out. */
	long_form: string | null;
	evidence: string;
}

/** A name-like token no vocabulary explained: where a corpus-learned name may be used. */
export interface Candidate {
	name: string;
	field: TextField;
	start: number;
	end: number;
	/** A type the words right after it give ("X benchmark", "X-style"), else null. */
	cue: EntityType | null;
	/** The long form this paper spells it out with ("… Policy Optimization (GSPO)"), if any. */
	long_form: string | null;
}

/** Everything read from one paper's title and abstract (see shared spec FEATURES.md). */
export interface Features {
	algorithms: string[];
	paradigms: string[];
	benchmarks: string[];
	proposed: string[];
	domains: string[];
	urls: string[];
	model_sizes_b: number[];
	models: Model[];
	gains: Gain[];
	scores: Score[];
	mentions: Mention[];
	/** The names of `proposed`, typed: the corpus pass learns them (not a paper column). */
	coined: Coinage[];
	/** Unexplained name-like tokens: the corpus pass tags learned names among them. */
	candidates: Candidate[];
}

/** A calendar date as written; `year` is null when the listing omits it. */
export interface ListingDate {
	year: number | null;
	month: number;
	day: number;
}

/** One paper as seen at one position of one capture. */
export interface Listing {
	file: string;
	/** 1-based position of the paper in its capture. */
	rank: number;
	/** 1-based line of the title in the file. */
	line: number;
	title: string;
	abstract: string;
	organization: string | null;
	authors_count: number | null;
	votes: number | null;
	date: ListingDate | null;
}

/** A record the parser could not use, and why. Every skipped paper is reported once. */
export interface Skip {
	file: string;
	line: number;
	reason: string;
}

/** Facts about a capture that its text does not carry (seeds/manifest.json). */
export interface CaptureInfo {
	/** ISO date the page was saved, or null when unknown. */
	captured: string | null;
}

export interface ParsedCapture {
	listings: Listing[];
	skips: Skip[];
}

/** Where `published` comes from: a listing's day, an arXiv record's day, only the month its arXiv
 * id encodes (`arxiv-id`: stored as the 1st, known to the month), or no date but bounds. */
export type DateSource = 'listing' | 'arxiv' | 'arxiv-id' | 'bound';

/**
 * One paper as read from any source, before extraction and merging. Listings and arXiv
 * records both become this; the pipeline extracts features from it and merges by identity.
 */
export interface PaperRecord {
	origin: 'listing' | 'arxiv';
	file: string;
	/** 1-based line of the record in its file. */
	line: number;
	/** Position in a listing capture; null for arXiv records. */
	rank: number | null;
	title: string;
	abstract: string;
	/** Bare arXiv id without version (e.g. `2501.12948`), when known. */
	arxiv_id: string | null;
	organization: string | null;
	authors_count: number | null;
	votes: number | null;
	/** ISO date (YYYY-MM-DD) or null. */
	published: string | null;
	date_source: DateSource | null;
	categories: string[];
	/** ISO date the listing that shows it was captured (an upper bound on its date), when known. */
	captured?: string | null;
}
