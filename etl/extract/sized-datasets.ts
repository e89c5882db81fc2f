// "LAION-5B", "AudioSet-2M (AS-2M)": a few datasets are named with their item count, and that size
// counts images or clips, not a model's parameters. A name read by its size alone whose stem is one
// of them (model-name-parts.json datasetStems) is that dataset, and so is an abbreviation of the
// same size in brackets right after it, wherever the text uses it again.
import type { Model } from '../types.ts';

export interface SizedHit {
	model: Model;
	start: number;
	end: number;
}

/** Where a dataset is named: an abbreviation is read as the name it abbreviates. */
export interface DatasetHit {
	name: string;
	/** The name before its size ("AudioSet"). */
	stem: string;
	start: number;
	end: number;
}

const OPENS_BRACKET = /^\s*\(\s*$/;
const CLOSES_BRACKET = /^\s*\)/;

/**
 * Splits a text's model hits (in text order) into models and datasets. `isDatasetStem`: a stem
 * named with its item count; `isReleased`: a model a known family released (never a dataset).
 */
export function splitSizedDatasets(
	text: string,
	hits: SizedHit[],
	{
		isDatasetStem,
		isReleased
	}: { isDatasetStem: (stem: string) => boolean; isReleased: (name: string) => boolean }
): { models: SizedHit[]; datasets: DatasetHit[] } {
	const datasets: DatasetHit[] = [];
	const notModels = new Set<SizedHit>();
	/** Abbreviation → the dataset it stands for. */
	const abbreviated = new Map<string, { name: string; stem: string }>();
	const isDataset = ({ model }: SizedHit) =>
		model.params_b !== null &&
		model.family !== null &&
		!isReleased(model.name) &&
		isDatasetStem(model.family);
	for (const hit of hits) {
		const known = abbreviated.get(hit.model.name);
		if (known) {
			notModels.add(hit);
			datasets.push({ ...known, start: hit.start, end: hit.end });
			continue;
		}
		if (!isDataset(hit)) continue;
		const dataset = { name: hit.model.name, stem: hit.model.family! };
		notModels.add(hit);
		datasets.push({ ...dataset, start: hit.start, end: hit.end });
		const next = hits.find(
			(h) => h.start >= hit.end && OPENS_BRACKET.test(text.slice(hit.end, h.start))
		);
		if (
			next &&
			CLOSES_BRACKET.test(text.slice(next.end)) &&
			next.model.params_b === hit.model.params_b &&
			!isReleased(next.model.name)
		)
			abbreviated.set(next.model.name, dataset);
	}
	return { models: hits.filter((h) => !notModels.has(h)), datasets };
}
