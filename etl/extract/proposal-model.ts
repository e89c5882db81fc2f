// The trained proposal model (etl/vocab/proposal-model.json, written by `npm run train:proposals`):
// a logistic regression over the evidence of a possible coinage (proposed/name-evidence.ts) that
// decides whether the paper coins it. It adds to what the naming rules read; it never removes.
import { isFiniteNumber, sigmoid } from './sparse-logistic.ts';
import type { WeighedName } from './proposed/name-evidence.ts';

/** Whether a weighed name is the paper's own coinage. */
export interface ProposalJudge {
	accepts: (weighed: WeighedName) => boolean;
	/** Weigh names the rules settled too (generic, established, read already): training learns
	 * from every name; extraction skips those, whose reading a model would not change. */
	everyName?: boolean;
}

/** The model as stored: a weight per piece of evidence (unknown evidence weighs nothing). */
export interface ProposalModelData {
	/** A name is taken from this probability on. */
	threshold: number;
	bias: number;
	weights: Record<string, number>;
}

export function checkProposalModelData(data: ProposalModelData): ProposalModelData {
	const fail = (what: string): never => {
		throw new Error(`proposal model: ${what} (retrain it: npm run train:proposals)`);
	};
	const { threshold, bias, weights } = data ?? {};
	if (!isFiniteNumber(threshold) || threshold <= 0 || threshold > 1)
		return fail('a threshold outside (0, 1]');
	if (!isFiniteNumber(bias)) return fail('no finite bias');
	if (typeof weights !== 'object' || weights === null || Array.isArray(weights))
		return fail('no weights by evidence');
	for (const [evidence, weight] of Object.entries(weights))
		if (!isFiniteNumber(weight)) return fail(`evidence "${evidence}": no finite weight`);
	return data;
}

/** P(the paper coins it) from a model's data: for each weighed name, its probability. */
export function proposalProbability(data: ProposalModelData): (evidence: string[]) => number {
	checkProposalModelData(data);
	const weights = new Map(Object.entries(data.weights));
	return (evidence) => {
		let z = data.bias;
		for (const e of evidence) z += weights.get(e) ?? 0;
		return sigmoid(z);
	};
}

export function proposalJudge(data: ProposalModelData): ProposalJudge {
	const probability = proposalProbability(data);
	return { accepts: (w) => probability(w.evidence) >= data.threshold };
}
