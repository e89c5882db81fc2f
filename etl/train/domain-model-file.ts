// The text of etl/vocab/domain-model.json: the trained model with what it was trained on, its
// weights written short (short-number.ts). Eval scores this file.
import { toModelData, type DomainModel } from '../extract/domain-model.ts';
import type { ModelTraining } from '../read/vocabulary.ts';
import type { DomainScore, DomainTraining } from './domain-training.ts';
import { rounded, shortest } from './short-number.ts';

export function domainModelFileText(
	model: DomainModel,
	settings: DomainTraining,
	training: ModelTraining<DomainScore>
): string {
	const data = toModelData(model);
	const columns = data.columns.map(
		([name, idf, ...weights]) =>
			`[${[JSON.stringify(name), idf === null ? 'null' : shortest(idf), ...weights.map(shortest)].join(',')}]`
	);
	const meta = {
		description:
			'Trained domain model: one logistic regression per domain over a paper’s words and its domains.json cues. Written by `npm run train:domains` from the dev gold; do not edit by hand.',
		...training,
		settings,
		entries: { ...data, bias: data.bias.map(rounded), columns: '<columns>' }
	};
	const text = JSON.stringify(meta, null, '\t').replace(
		'"<columns>"',
		`[\n${columns.map((c) => `\t\t\t${c}`).join(',\n')}\n\t\t]`
	);
	return text + '\n';
}
