import { figureCaption } from '$lib/export/caption';
import type { CorpusSource } from '$lib/export/corpus-sources';
import { describeFilters, isEmpty, type Filters } from '$lib/queries/filters';
import { countNoun } from '$lib/text/count-noun';

/** What a chart's n counts, beyond "papers": the papers it can draw, out of all that pass the
 * filters (e.g. papers naming at least one algorithm, of 498). */
export interface Counted {
	/** Plural noun phrase for the n papers: "papers naming at least one algorithm". */
	what: string;
	/** Papers passing the filters, the n is out of. */
	of?: number;
}

const format = (n: number) => n.toLocaleString('en');

/** "papers naming at least one algorithm, of 498"; "…, of 23 matching the filters" when
 * `filtered` (a slide's "23 …, of 23" said nothing of what the 23 are). */
export function countedPhrase(counted: Counted, n?: number | null, filtered = false): string {
	// "1 paper naming …", "1 dated paper naming …": the phrase's first "papers" agrees with n.
	const what = n === 1 ? counted.what.replace(/\bpapers\b/, 'paper') : counted.what;
	if (counted.of === undefined) return what;
	return `${what}, of ${format(counted.of)}${filtered ? ' matching the filters' : ''}`;
}

/** "192 papers naming at least one algorithm, of 498"; "498 papers" without `counted`. */
export function countedPapers(n: number, counted?: Counted, filtered = false): string {
	if (!counted) return countNoun(n, 'paper');
	return `${format(n)} ${countedPhrase(counted, n, filtered)}`;
}

/** The caption under a dashboard figure: what its n counts, the filters in words, the corpus's
 * sources and capture day. */
export function sourceCaption(
	n: number,
	sources: readonly CorpusSource[] | null,
	filters: Filters,
	counted?: Counted
): string {
	return figureCaption({
		counted: countedPapers(n, counted, !isEmpty(filters)),
		filters: describeFilters(filters),
		sources
	});
}
