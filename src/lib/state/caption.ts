import { describeFilters, type Filters } from '$lib/queries/filters';

/** The source line under an exported figure: n papers, corpus snapshot, filters in words. */
export function sourceCaption(n: number, snapshot: string | null, filters: Filters): string {
	const when = snapshot ? `corpus snapshot ${snapshot}` : 'corpus snapshot unknown';
	return `${n.toLocaleString('en')} papers · ${when} · ${describeFilters(filters)} · RL Trends`;
}
