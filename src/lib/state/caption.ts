import { describeFilters, type Filters } from '$lib/queries/filters';

/** What a chart's n counts, beyond "papers": the papers it can draw, out of all that pass the
 * filters (e.g. papers naming at least one algorithm, of 498). */
export interface Counted {
	/** Plural noun phrase for the n papers: "papers naming at least one algorithm". */
	what: string;
	/** Papers passing the filters, the n is out of. */
	of?: number;
}

const format = (n: number) => n.toLocaleString('en');

/** "papers naming at least one algorithm, of 498". */
export function countedPhrase(counted: Counted): string {
	return counted.of === undefined ? counted.what : `${counted.what}, of ${format(counted.of)}`;
}

/** "192 papers naming at least one algorithm, of 498"; "498 papers" without `counted`. */
export function countedPapers(n: number, counted?: Counted): string {
	if (!counted) return `${format(n)} ${n === 1 ? 'paper' : 'papers'}`;
	return `${format(n)} ${countedPhrase(counted)}`;
}

/** The source line under an exported figure: what its n counts, corpus snapshot, filters in
 * words. */
export function sourceCaption(
	n: number,
	snapshot: string | null,
	filters: Filters,
	counted?: Counted
): string {
	const when = snapshot ? `corpus snapshot ${snapshot}` : 'corpus snapshot unknown';
	return `${countedPapers(n, counted)} · ${when} · ${describeFilters(filters)} · RL Trends`;
}
