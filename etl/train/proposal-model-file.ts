// The text of etl/vocab/proposal-model.json: the trained model with what it was trained on, its
// weights written short (short-number.ts), one piece of evidence per line. Eval scores this file.
import type { ProposalModelData } from '../extract/proposal-model.ts';
import type { ModelTraining } from '../read/vocabulary.ts';
import type { ProposalTraining, ProposedScore } from './proposal-training.ts';
import { rounded, shortest } from './short-number.ts';

export function proposalModelFileText(
	model: ProposalModelData,
	settings: ProposalTraining,
	training: ModelTraining<ProposedScore>
): string {
	const weights = Object.entries(model.weights).map(
		([evidence, weight]) => `\t\t\t${JSON.stringify(evidence)}: ${shortest(weight)}`
	);
	const meta = {
		description:
			'Trained proposal model: a logistic regression over the evidence around a name-shaped string (etl/extract/proposed/name-evidence.ts) that takes coinages no naming rule read. Written by `npm run train:proposals` from the dev gold; do not edit by hand.',
		...training,
		settings,
		entries: { threshold: model.threshold, bias: rounded(model.bias), weights: '<weights>' }
	};
	const text = JSON.stringify(meta, null, '\t').replace(
		'"<weights>"',
		`{\n${weights.join(',\n')}\n\t\t}`
	);
	return text + '\n';
}
