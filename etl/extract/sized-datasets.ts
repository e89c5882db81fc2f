// "LAION-5B", "AudioSet-2M (AS-2M)": a size after a dataset's name counts its items, not a model's
// parameters. A name read by its size alone whose stem names a benchmark or dataset is that
// dataset, and so is its abbreviation in brackets right after it.
import type { Model } from '../types.ts';

export interface SizedHit {
	model: Model;
	start: number;
	end: number;
}

/** Where a dataset is named: its abbreviation is read as the name it abbreviates. */
export interface DatasetHit {
	name: string;
	start: number;
	end: number;
}

const OPENS_BRACKET = /^\s*\(\s*$/;
const CLOSES_BRACKET = /^\s*\)/;

/**
 * Splits a text's model hits into models and datasets. `isDataset(stem)`: the stem is a dataset
 * name; `isReleased(name)`: a model a known family released (never a dataset).
 */
export function splitSizedDatasets(
	text: string,
	hits: SizedHit[],
	{
		isDataset,
		isReleased
	}: { isDataset: (stem: string) => boolean; isReleased: (name: string) => boolean }
): { models: SizedHit[]; datasets: DatasetHit[] } {
	const datasets: DatasetHit[] = [];
	const notModels = new Set<SizedHit>();
	for (const hit of hits) {
		const { name, family, params_b } = hit.model;
		if (params_b === null || family === null || isReleased(name) || !isDataset(family)) continue;
		notModels.add(hit);
		datasets.push({ name, start: hit.start, end: hit.end });
		const next = hits.find(
			(h) => h.start >= hit.end && OPENS_BRACKET.test(text.slice(hit.end, h.start))
		);
		if (next && CLOSES_BRACKET.test(text.slice(next.end))) {
			notModels.add(next);
			datasets.push({ name, start: next.start, end: next.end });
		}
	}
	return { models: hits.filter((h) => !notModels.has(h)), datasets };
}
