// Trains the domain model on annotated papers, and estimates how it does on papers it was not
// trained on (k-fold cross-validation). Pure: examples in, model or scores out.
import {
	columnCount,
	featureRow,
	termCounts,
	type DomainEvidence,
	type TermIndex
} from '../extract/domain-features.ts';
import { classifyPaper, type DomainDecision, type DomainModel } from '../extract/domain-model.ts';
import { sourcesOf, type Source } from '../extract/sources.ts';
import { compare, prf, type Counts } from '../eval/score.ts';
import { fitLogistic } from './logistic-regression.ts';

/** One annotated paper as the model reads it. */
export interface DomainExample {
	counts: Map<string, number>;
	evidence: DomainEvidence;
	domains: string[];
}

/** An annotated paper read as the extractor reads it. */
export function domainExample(
	paper: { title: string; abstract: string; domains: string[] },
	readCues: (sources: Source[]) => DomainEvidence
): DomainExample {
	const sources = sourcesOf(paper.title, paper.abstract);
	return { counts: termCounts(sources), evidence: readCues(sources), domains: paper.domains };
}

export interface DomainTraining extends DomainDecision {
	/** Inverse L2 penalty of each domain's regression. */
	c: number;
	/** A word becomes a column when this many training papers use it. */
	minDocumentFrequency: number;
}

/** Chosen by 5-fold cross-validation on the dev gold (README, "Domains"). */
export const DOMAIN_TRAINING: DomainTraining = {
	c: 300,
	minDocumentFrequency: 3,
	threshold: 0.25,
	unevidencedThreshold: 0.5,
	maxDomains: 3
};

export type DomainScore = Counts & ReturnType<typeof prf>;

/** The words used by enough papers, sorted, with a smoothed inverse document frequency. */
export function termIndex(examples: DomainExample[], minDocumentFrequency: number): TermIndex {
	const papersUsing = new Map<string, number>();
	for (const { counts } of examples)
		for (const term of counts.keys()) papersUsing.set(term, (papersUsing.get(term) ?? 0) + 1);
	const terms = [...papersUsing]
		.filter(([, n]) => n >= minDocumentFrequency)
		.map(([term]) => term)
		.sort();
	const n = examples.length;
	return {
		column: new Map(terms.map((term, j) => [term, j])),
		idf: terms.map((term) => Math.log((1 + n) / (1 + papersUsing.get(term)!)) + 1)
	};
}

export function trainDomainModel(
	examples: DomainExample[],
	domains: readonly string[],
	settings: DomainTraining
): DomainModel {
	const terms = termIndex(examples, settings.minDocumentFrequency);
	const rows = examples.map((e) => featureRow(e.counts, e.evidence, terms, domains));
	const columns = columnCount(terms.idf.length, domains.length);
	const fits = domains.map((domain) =>
		fitLogistic(
			rows,
			examples.map((e) => e.domains.includes(domain)),
			columns,
			{ c: settings.c }
		)
	);
	return {
		threshold: settings.threshold,
		unevidencedThreshold: settings.unevidencedThreshold,
		maxDomains: settings.maxDomains,
		domains: [...domains],
		terms,
		weights: fits.map((f) => f.weights),
		bias: fits.map((f) => f.bias)
	};
}

/** The domains a model picks for an example. */
export const classifyExample = (model: DomainModel, e: DomainExample): string[] =>
	classifyPaper(model, e.counts, e.evidence);

/** Micro precision, recall and F1 of predicted against annotated domains, matched as eval does. */
export function scoreDomains(predicted: string[][], annotated: string[][]): DomainScore {
	const counts: Counts = { tp: 0, fp: 0, fn: 0 };
	predicted.forEach((p, i) => {
		const { tp, fp, fn } = compare(p, annotated[i]);
		counts.tp += tp;
		counts.fp += fp;
		counts.fn += fn;
	});
	return { ...counts, ...prf(counts) };
}

/** Paper i is tested in fold i mod k, by a model trained on the other folds. */
export function crossValidate(
	examples: DomainExample[],
	domains: readonly string[],
	settings: DomainTraining,
	folds = 5
): DomainScore {
	const predicted: string[][] = new Array(examples.length);
	for (let fold = 0; fold < folds; fold++) {
		const model = trainDomainModel(
			examples.filter((_, i) => i % folds !== fold),
			domains,
			settings
		);
		examples.forEach((e, i) => {
			if (i % folds === fold) predicted[i] = classifyExample(model, e);
		});
	}
	return scoreDomains(
		predicted,
		examples.map((e) => e.domains)
	);
}
