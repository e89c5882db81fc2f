// Scoring extracted features against hand annotations, per field (gold/README.md).
import { metricName } from '../extract/gain-metric.ts';
import type { Features, Gain } from '../types.ts';
import { foldName } from '../extract/fold-name.ts';

export const FIELDS = [
	'algorithms',
	'paradigms',
	'benchmarks',
	'proposed',
	'models',
	'model_sizes_b',
	'gains',
	'scores',
	'domains',
	'urls'
] as const;
export type Field = (typeof FIELDS)[number];

export type GoldPaper = Pick<Features, Field> & { id: string; title: string; abstract: string };

export interface Counts {
	tp: number;
	fp: number;
	fn: number;
}

/** The comparable keys of one field's items (a multiset for gains and scores). */
export function keysOf(field: Field, features: Pick<Features, Field>): string[] {
	switch (field) {
		case 'models':
			return unique(features.models.map((m) => foldName(m.name)));
		case 'model_sizes_b':
			return unique(features.model_sizes_b.map((v) => String(Number(v))));
		case 'gains':
			return features.gains.map((g) => `${Number(g.value)}${g.unit}`);
		case 'scores':
			return features.scores.map((s) => `${Number(s.value)}`);
		case 'urls':
			return unique(features.urls);
		default:
			return unique((features[field] as string[]).map(foldName));
	}
}

const unique = (keys: string[]) => [...new Set(keys)];

/** True positives, false positives and false negatives of one paper's field (multiset match). */
export function compare(
	predicted: string[],
	gold: string[]
): Counts & { missed: string[]; extra: string[] } {
	const left = [...gold];
	const extra: string[] = [];
	let tp = 0;
	for (const key of predicted) {
		const i = left.indexOf(key);
		if (i === -1) extra.push(key);
		else {
			tp++;
			left.splice(i, 1);
		}
	}
	return { tp, fp: extra.length, fn: left.length, missed: left, extra };
}

export function prf({ tp, fp, fn }: Counts): { precision: number; recall: number; f1: number } {
	const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
	const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
	const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
	return { precision, recall, f1 };
}

/** "P 0.803 R 0.774 F1 0.788" */
export const formatPrf = (s: { precision: number; recall: number; f1: number }) =>
	`P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)} F1 ${s.f1.toFixed(3)}`;

export interface FieldReport extends Counts {
	precision: number;
	recall: number;
	f1: number;
}

/** A metric as the charts group it ("Average Accuracy" is accuracy), null when none is named. */
const metricKey = (metric: string | null) => (metric?.trim() ? metricName(metric) : null);

/**
 * The metrics of the gains matched by value and unit (in order, as `compare` pairs them): the same
 * metric as the charts group it agrees ("average accuracy" and "accuracy"); one named where the gold names
 * none or another is a false positive, one the gold names and the extractor not a false negative.
 */
export function compareGainMetrics(
	predicted: Gain[],
	gold: Gain[]
): Counts & { disagreements: [string | null, string | null, string][] } {
	const left = [...gold];
	const counts = { tp: 0, fp: 0, fn: 0 };
	const disagreements: [string | null, string | null, string][] = [];
	for (const gain of predicted) {
		// Of the gold gains with this value and unit, the one of the same metric first: two 5%
		// claims of different metrics are not paired crosswise.
		const ours = metricKey(gain.metric);
		const same = (g: Gain) => Number(g.value) === Number(gain.value) && g.unit === gain.unit;
		const agreeing = left.findIndex((g) => same(g) && metricKey(g.metric) === ours);
		const i = agreeing !== -1 ? agreeing : left.findIndex(same);
		if (i === -1) continue;
		const [match] = left.splice(i, 1);
		const theirs = metricKey(match.metric);
		if (ours !== null && ours === theirs) counts.tp++;
		else {
			if (ours !== null) counts.fp++;
			if (theirs !== null) counts.fn++;
			if (ours !== null || theirs !== null)
				disagreements.push([gain.metric, match.metric, match.text]);
		}
	}
	return { ...counts, disagreements };
}

/** Micro-averaged scores per field, plus every paper's misses and extras. */
export function evaluate(
	gold: GoldPaper[],
	extract: (title: string, abstract: string) => Pick<Features, Field>
) {
	const totals = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<
		Field,
		Counts
	>;
	const errors: { id: string; title: string; field: Field; missed: string[]; extra: string[] }[] =
		[];
	const metrics = { tp: 0, fp: 0, fn: 0 };
	const metricErrors: { title: string; ours: string | null; gold: string | null; text: string }[] =
		[];
	for (const paper of gold) {
		const predicted = extract(paper.title, paper.abstract);
		const metric = compareGainMetrics(predicted.gains, paper.gains ?? []);
		metrics.tp += metric.tp;
		metrics.fp += metric.fp;
		metrics.fn += metric.fn;
		for (const [ours, theirs, text] of metric.disagreements)
			metricErrors.push({ title: paper.title, ours, gold: theirs, text });
		for (const field of FIELDS) {
			const result = compare(keysOf(field, predicted), keysOf(field, paper));
			totals[field].tp += result.tp;
			totals[field].fp += result.fp;
			totals[field].fn += result.fn;
			if (result.missed.length || result.extra.length) {
				errors.push({
					id: paper.id,
					title: paper.title,
					field,
					missed: result.missed,
					extra: result.extra
				});
			}
		}
	}
	const fields = Object.fromEntries(
		FIELDS.map((f) => [f, { ...totals[f], ...prf(totals[f]) }])
	) as Record<Field, FieldReport>;
	const all = FIELDS.reduce(
		(sum, f) => ({
			tp: sum.tp + totals[f].tp,
			fp: sum.fp + totals[f].fp,
			fn: sum.fn + totals[f].fn
		}),
		{ tp: 0, fp: 0, fn: 0 }
	);
	return {
		fields,
		overall: { ...all, ...prf(all) },
		errors,
		gainMetrics: { ...metrics, ...prf(metrics) },
		metricErrors
	};
}
