// Trains the proposal model on annotated papers, and measures it on papers it was not trained on
// (k-fold cross-validation, through the extractor itself). Pure: papers in, model or scores out.
import type { ProposalJudge, ProposalModelData } from '../extract/proposal-model.ts';
import type { WeighedName } from '../extract/proposed/name-evidence.ts';
import type { SparseRow } from '../extract/sparse-logistic.ts';
import { compare, prf, type Counts } from '../eval/score.ts';
import { foldName } from '../extract/fold-name.ts';
import { fitLogistic } from './logistic-regression.ts';

/** One annotated paper: the names the extractor weighed in it and the names it coins. */
export interface ProposalExample {
	weighed: WeighedName[];
	/** The annotated `proposed` names, compared as eval compares them. */
	coined: Set<string>;
}

export interface ProposalTraining {
	/** Inverse L2 penalty of the regression. */
	c: number;
	/** A piece of evidence becomes a column when this many training names show it. */
	minNames: number;
	/** A name is taken from this probability on. */
	threshold: number;
}

/** Chosen by 5-fold cross-validation on the dev gold (README, "Coinages no rule reads"). */
export const PROPOSAL_TRAINING: ProposalTraining = { c: 0.3, minNames: 3, threshold: 0.8 };

export const proposalExample = (weighed: WeighedName[], annotated: string[]): ProposalExample => ({
	weighed,
	coined: new Set(annotated.map(foldName))
});

/** The evidence shown by enough names, sorted: the model's columns. */
function evidenceColumns(examples: ProposalExample[], minNames: number): string[] {
	const names = new Map<string, number>();
	for (const { weighed } of examples)
		for (const { evidence } of weighed)
			for (const e of evidence) names.set(e, (names.get(e) ?? 0) + 1);
	return [...names]
		.filter(([, n]) => n >= minNames)
		.map(([e]) => e)
		.sort();
}

export function trainProposalModel(
	examples: ProposalExample[],
	settings: ProposalTraining
): ProposalModelData {
	const columns = evidenceColumns(examples, settings.minNames);
	const column = new Map(columns.map((e, j) => [e, j]));
	const rows: SparseRow[] = [];
	const labels: boolean[] = [];
	for (const { weighed, coined } of examples)
		for (const { evidence, key } of weighed) {
			const index = evidence.flatMap((e) => column.get(e) ?? []);
			rows.push({ index, value: index.map(() => 1) });
			labels.push(coined.has(key));
		}
	const fit = fitLogistic(rows, labels, columns.length, { c: settings.c });
	return {
		threshold: settings.threshold,
		bias: fit.bias,
		weights: Object.fromEntries(columns.map((e, j) => [e, fit.weights[j]]))
	};
}

export type ProposedScore = Counts & ReturnType<typeof prf>;

/**
 * Paper i is read in fold i mod k by the extractor with a model trained on the other folds;
 * `extract` reads paper i with a judge and returns its `proposed` names.
 */
export function crossValidateProposals(
	examples: ProposalExample[],
	settings: ProposalTraining,
	extract: (paper: number, judge: ProposalJudge) => string[],
	judgeOf: (data: ProposalModelData) => ProposalJudge,
	folds = 5
): ProposedScore {
	const counts: Counts = { tp: 0, fp: 0, fn: 0 };
	for (let fold = 0; fold < folds; fold++) {
		const judge = judgeOf(
			trainProposalModel(
				examples.filter((_, i) => i % folds !== fold),
				settings
			)
		);
		examples.forEach((example, i) => {
			if (i % folds !== fold) return;
			const predicted = [...new Set(extract(i, judge).map(foldName))];
			const { tp, fp, fn } = compare(predicted, [...example.coined]);
			counts.tp += tp;
			counts.fp += fp;
			counts.fn += fn;
		});
	}
	return { ...counts, ...prf(counts) };
}
