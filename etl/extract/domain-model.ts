// The trained domain model (etl/vocab/domain-model.json, written by `npm run train:domains`):
// one logistic regression per domain over a paper's feature row, and the rule that picks domains
// from their probabilities.
import { isFiniteNumber, probability } from './sparse-logistic.ts';
import {
	featureRow,
	FLAGS,
	hasEvidence,
	type DomainEvidence,
	type TermIndex
} from './domain-features.ts';

export interface DomainDecision {
	/** A domain is kept from this probability on… */
	threshold: number;
	/** …or from this higher one when the text gives no evidence for it (hasEvidence)… */
	unevidencedThreshold: number;
	/** …at most this many, most probable first; the most probable evidenced one always. */
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
		unevidencedThreshold: model.unevidencedThreshold,
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

/**
 * The stored model as it must be, or an error saying what is wrong: a damaged file would
 * otherwise give other domains, or NaN probabilities, without a word.
 */
export function checkDomainModelData(data: DomainModelData): DomainModelData {
	const fail = (what: string): never => {
		throw new Error(`domain model: ${what} (retrain it: npm run train:domains)`);
	};
	const { domains, bias, columns, threshold, unevidencedThreshold, maxDomains } = data ?? {};
	if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string'))
		return fail('no list of domains');
	// "other" is what a text with no evidence reads as: without it a paper could get no domain.
	if (!domains.includes('other')) return fail('no domain "other"');
	if (!Array.isArray(bias) || bias.length !== domains.length || !bias.every(isFiniteNumber))
		return fail('not one finite bias per domain');
	if (!isFiniteNumber(threshold) || threshold <= 0 || threshold > 1)
		return fail('a threshold outside (0, 1]');
	if (
		!isFiniteNumber(unevidencedThreshold) ||
		unevidencedThreshold <= 0 ||
		unevidencedThreshold > 1
	)
		return fail('an unevidenced threshold outside (0, 1]');
	if (!Number.isInteger(maxDomains) || maxDomains < 1) return fail('maxDomains under 1');
	if (!Array.isArray(columns)) return fail('no columns');
	for (const column of columns) {
		const [name, idf, ...weights] = Array.isArray(column) ? column : [];
		if (typeof name !== 'string') return fail('a column with no name');
		if (name.startsWith(TERM) ? !isFiniteNumber(idf) : idf !== null)
			return fail(`column ${name}: an idf only for a word, and a finite one`);
		if (weights.length !== domains.length || !weights.every(isFiniteNumber))
			return fail(`column ${name}: not one finite weight per domain`);
	}
	const words = columns.filter(([name]) => name.startsWith(TERM)).length;
	const evidence = columns.slice(words).map(([name]) => name);
	if (evidence.join('\n') !== evidenceColumnNames(domains).join('\n'))
		return fail('its columns do not match its domains');
	return data;
}

/** Reads the stored model back; its columns are the words, then the evidence columns. */
export function fromModelData(data: DomainModelData): DomainModel {
	checkDomainModelData(data);
	const words = data.columns.filter(([name]) => name.startsWith(TERM));
	const terms: TermIndex = {
		column: new Map(words.map(([name], j) => [name.slice(TERM.length), j])),
		idf: words.map(([, idf]) => idf ?? 0)
	};
	return {
		threshold: data.threshold,
		unevidencedThreshold: data.unevidencedThreshold,
		maxDomains: data.maxDomains,
		domains: data.domains,
		terms,
		bias: data.bias,
		weights: data.domains.map((_, d) => data.columns.map((column) => column[2 + d] as number))
	};
}

/**
 * Domains from their probabilities: the likely ones, most probable first, never none. A domain
 * the text gives no evidence for (hasEvidence) needs a higher probability: words alone carried
 * "code" to LLM-compression papers and "control" to audio watermarking outside RL (arXiv sample)
 * at the common threshold, while a higher one brings back LLM-agent papers no agent cue names
 * (5-fold CV on dev, README "Domains"). The fallback is the most probable evidenced domain.
 */
export function decideDomains(
	domains: readonly string[],
	probabilities: number[],
	evidenced: (domain: string) => boolean,
	{ threshold, unevidencedThreshold, maxDomains }: DomainDecision
): string[] {
	const ranked = domains
		.map((domain, d) => ({ domain, p: probabilities[d], evidenced: evidenced(domain) }))
		.sort((a, b) => b.p - a.p);
	const likely = ranked
		.filter((r) => r.p >= (r.evidenced ? threshold : unevidencedThreshold))
		.slice(0, maxDomains);
	return (likely.length ? likely : ranked.filter((r) => r.evidenced).slice(0, 1)).map(
		(r) => r.domain
	);
}

/** The domains of a paper, from its word counts and cue evidence. */
export function classifyPaper(
	model: DomainModel,
	counts: Map<string, number>,
	evidence: DomainEvidence
): string[] {
	const row = featureRow(counts, evidence, model.terms, model.domains);
	const probabilities = model.domains.map((_, d) =>
		probability(row, model.weights[d], model.bias[d])
	);
	return decideDomains(
		model.domains,
		probabilities,
		(domain) => hasEvidence(evidence, domain),
		model
	);
}
