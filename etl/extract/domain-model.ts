// The trained domain model (etl/vocab/domain-model.json, written by `npm run train:domains`):
// one logistic regression per domain over a paper's feature row, and the rule that picks domains
// from their probabilities.
import { probability, type SparseRow } from './sparse-logistic.ts';
import { FLAGS, type TermIndex } from './domain-features.ts';

export interface DomainDecision {
	/** A domain is kept from this probability on… */
	threshold: number;
	/** …at most this many, most probable first; the most probable one always. */
	maxDomains: number;
}

export interface DomainModel extends DomainDecision {
	domains: string[];
	terms: TermIndex;
	/** Per domain, a weight per column (columnCount) and a bias. */
	weights: number[][];
	bias: number[];
}

/** The model as stored: one row per column, `[name, idf | null, weight per domain…]`. */
export interface DomainModelData extends DomainDecision {
	domains: string[];
	bias: number[];
	columns: [string, number | null, ...number[]][];
}

const TERM = 'term:';

/** Column names after the words, in featureRow's order. */
export const evidenceColumnNames = (domains: readonly string[]) => [
	...domains.flatMap((d) => [`title cues:${d}`, `abstract cues:${d}`]),
	...FLAGS.map((f) => `flag:${f}`)
];

export function toModelData(model: DomainModel): DomainModelData {
	const words = [...model.terms.column.keys()];
	const names = [...words.map((w) => TERM + w), ...evidenceColumnNames(model.domains)];
	return {
		threshold: model.threshold,
		maxDomains: model.maxDomains,
		domains: model.domains,
		bias: model.bias,
		columns: names.map((name, j) => [
			name,
			j < words.length ? model.terms.idf[j] : null,
			...model.weights.map((w) => w[j])
		])
	};
}

/** Reads the stored model back; its columns must be the words, then the evidence columns. */
export function fromModelData(data: DomainModelData): DomainModel {
	const words = data.columns.filter(([name]) => name.startsWith(TERM));
	const evidence = data.columns.slice(words.length).map(([name]) => name);
	const expected = evidenceColumnNames(data.domains);
	if (evidence.join('\n') !== expected.join('\n'))
		throw new Error('domain model: its columns do not match its domains (retrain it)');
	const terms: TermIndex = {
		column: new Map(words.map(([name], j) => [name.slice(TERM.length), j])),
		idf: words.map(([, idf]) => idf ?? 0)
	};
	const short = data.columns.find((column) => column.length !== 2 + data.domains.length);
	if (short) throw new Error(`domain model: column ${short[0]} has no weight for every domain`);
	return {
		threshold: data.threshold,
		maxDomains: data.maxDomains,
		domains: data.domains,
		terms,
		bias: data.bias,
		weights: data.domains.map((_, d) => data.columns.map((column) => column[2 + d] as number))
	};
}

/**
 * Domains from their probabilities: the likely ones, most probable first, never none. A domain
 * needs evidence in the text (hasEvidence): words alone carried "code" to LLM-compression papers
 * and "control" to audio watermarking outside RL (arXiv sample), at no gain in cross-validation.
 */
export function decideDomains(
	domains: readonly string[],
	probabilities: number[],
	evidenced: (domain: string) => boolean,
	{ threshold, maxDomains }: DomainDecision
): string[] {
	const ranked = domains
		.map((domain, d) => ({ domain, p: probabilities[d] }))
		.filter(({ domain }) => evidenced(domain))
		.sort((a, b) => b.p - a.p);
	const likely = ranked.filter((r) => r.p >= threshold).slice(0, maxDomains);
	return (likely.length ? likely : ranked.slice(0, 1)).map((r) => r.domain);
}

/** The domains of a paper's feature row; only domains with evidence are scored at all. */
export function classifyRow(
	model: DomainModel,
	row: SparseRow,
	evidenced: (domain: string) => boolean
): string[] {
	const probabilities = model.domains.map((domain, d) =>
		evidenced(domain) ? probability(row, model.weights[d], model.bias[d]) : 0
	);
	return decideDomains(model.domains, probabilities, evidenced, model);
}
