// What the domain model reads of a paper: its words, the domain cues it names and two flags.
// The same function builds the rows the model is trained on and those it classifies.
import type { SparseRow } from './sparse-logistic.ts';
import type { Mention } from '../types.ts';
import type { Source } from './sources.ts';

/** What the cue scan read of a paper (domains.json cues, each counted once per text). */
export interface DomainEvidence {
	/** Distinct cues of each domain in the title, and in the abstract. */
	titleCues: Map<string, number>;
	abstractCues: Map<string, number>;
	/** Where a cue of each domain was first read: the provenance of a chosen domain. */
	firstMention: Map<string, Mention>;
	/** A language model is in sight (math and alignment live there; control rarely does). */
	languageModel: boolean;
	/** The text speaks of RL itself (policy, reward, agent…). */
	rl: boolean;
}

/**
 * The text gives evidence for the domain: a cue of its own. State-action RL that names no
 * application reads as control, so RL in sight is control's evidence too; other needs none.
 */
export const hasEvidence = (evidence: DomainEvidence, domain: string) =>
	evidence.titleCues.has(domain) ||
	evidence.abstractCues.has(domain) ||
	domain === 'other' ||
	(domain === 'control' && evidence.rl);

/** Word columns: each term the model knows, with its inverse document frequency. */
export interface TermIndex {
	column: Map<string, number>;
	idf: number[];
}

export const FLAGS = [
	'language model',
	'rl',
	'language model and rl',
	'rl without language model'
] as const;

const NOT_ASCII = /[^\x00-\x7f]/;

/** "naïve" → "naive", "ﬁne-tuning" → "fine-tuning": a word reads the same however typeset. */
const withoutAccents = (text: string) =>
	NOT_ASCII.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Lower-case words of the texts, as /[a-z0-9]+(?:[-.][a-z0-9]+)*\/g reads them ("gpt-4.1",
 * "robot-arm"); a title word counts twice (a title says what a paper is about). A loop over char
 * codes: the regex took a tenth of the extractor's time.
 */
export function termCounts(sources: Source[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const { field, text } of sources) {
		const weight = field === 'title' ? 2 : 1;
		const lower = withoutAccents(text).toLowerCase();
		const n = lower.length;
		let i = 0;
		while (i < n) {
			if (!isWordChar(lower.charCodeAt(i))) {
				i++;
				continue;
			}
			let j = i + 1;
			while (j < n) {
				const c = lower.charCodeAt(j);
				if (isWordChar(c)) j++;
				else if ((c === 45 || c === 46) && j + 1 < n && isWordChar(lower.charCodeAt(j + 1))) j += 2;
				else break;
			}
			const word = lower.slice(i, j);
			counts.set(word, (counts.get(word) ?? 0) + weight);
			i = j;
		}
	}
	return counts;
}

/** Columns after the words: a title and an abstract cue count per domain, then the flags. */
export const columnCount = (terms: number, domains: number) => terms + 2 * domains + FLAGS.length;

const flagValues = ({ languageModel: lm, rl }: DomainEvidence) => [lm, rl, lm && rl, !lm && rl];

/**
 * One paper as a row: log-scaled, idf-weighted word counts of unit length, then each domain's cue
 * counts (title capped at 2, abstract log-scaled, both about 0–1) and the flags as 0 or 1.
 */
export function featureRow(
	counts: Map<string, number>,
	evidence: DomainEvidence,
	terms: TermIndex,
	domains: readonly string[]
): SparseRow {
	const index: number[] = [];
	const value: number[] = [];
	for (const [term, count] of counts) {
		const column = terms.column.get(term);
		if (column === undefined) continue;
		index.push(column);
		value.push(Math.log1p(count) * terms.idf[column]);
	}
	let squares = 0;
	for (const v of value) squares += v * v;
	const norm = Math.sqrt(squares) || 1;
	for (let k = 0; k < value.length; k++) value[k] /= norm;
	let column = terms.idf.length;
	for (const domain of domains) {
		const inTitle = evidence.titleCues.get(domain) ?? 0;
		const inAbstract = evidence.abstractCues.get(domain) ?? 0;
		if (inTitle) (index.push(column), value.push(Math.min(inTitle, 2) / 2));
		if (inAbstract) (index.push(column + 1), value.push(Math.log1p(inAbstract) / 2));
		column += 2;
	}
	flagValues(evidence).forEach((on, k) => {
		if (on) (index.push(column + k), value.push(1));
	});
	return { index, value };
}
