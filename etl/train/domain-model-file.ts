// The text of etl/vocab/domain-model.json: the trained model with what it was trained on. Weights
// keep three significant digits, written the shorter way ("7.55e-5"): the decisions on the gold
// sets are the same as at full precision, and the file is a third smaller. Eval scores this file.
import { toModelData, type DomainModel } from '../extract/domain-model.ts';
import type { DomainModelTraining } from '../read/vocabulary.ts';
import type { DomainTraining } from './domain-training.ts';

const rounded = (x: number) => Number(x.toPrecision(3));

const shortest = (x: number) => {
	const plain = String(rounded(x));
	const exponent = rounded(x).toExponential();
	return exponent.length < plain.length ? exponent : plain;
};

export function domainModelFileText(
	model: DomainModel,
	settings: DomainTraining,
	training: DomainModelTraining
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
