// An honest lower bound on a paper's date: it cannot predate what it names.
import type { Features } from '../types.ts';
import type { ArtifactIndex, ArtifactKind } from './artifact-index.ts';

export interface NotBefore {
	/** ISO date: the first day of the latest release month among the named artifacts. */
	date: string;
	/** The artifact that sets the bound, its release month and source. */
	because: string;
}

/**
 * The latest release among the algorithms, benchmarks and models the paper names, or null when
 * it names none with a known date. The first day of the month keeps the bound at or before a
 * paper from that same month. On a tie the first named wins (algorithms, benchmarks, models).
 */
export function notBefore(
	features: Pick<Features, 'algorithms' | 'benchmarks' | 'models'>,
	artifacts: ArtifactIndex
): NotBefore | null {
	const named: [ArtifactKind, string][] = [
		...features.algorithms.map((name): [ArtifactKind, string] => ['algorithm', name]),
		...features.benchmarks.map((name): [ArtifactKind, string] => ['benchmark', name]),
		...features.models.map((model): [ArtifactKind, string] => ['model', model.name])
	];
	let best: NotBefore | null = null;
	let bestMonth = '';
	for (const [kind, name] of named) {
		const artifact = artifacts.lookup(kind, name);
		if (!artifact || artifact.released <= bestMonth) continue;
		bestMonth = artifact.released;
		const as = artifact.name === name ? name : `${name} (${artifact.name})`;
		best = {
			date: `${artifact.released}-01`,
			because: `${kind} ${as} released ${artifact.released}: ${artifact.source}`
		};
	}
	return best;
}
