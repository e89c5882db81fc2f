// How the papers a state keeps split by what is known of their dates, from the cube: the counts
// of datedSummarySql that the date filter's notices and the overview's cards show, so a range set
// before DuckDB is ready is told in full at once.
import type { Filters } from '../queries/filters.ts';
import type { DatedSummary } from '../queries/trends.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { boundedInRange, datedInRange, keptByMonth, NO_DAY } from './cube-dates.ts';
import { cubeAnswers, selectedPapers } from './cube-selection.ts';
import type { PaperCube } from './paper-cube.ts';

export type DateCounts = Pick<
	DatedSummary,
	'papers' | 'dated' | 'kept_by_month' | 'dated_outside' | 'bounded'
>;

/** The counts under `f`, or null when the cube cannot answer it (a name, a search `search` does
 * not answer) or holds no date columns. */
export function dateCounts(
	cube: PaperCube,
	f: Filters,
	search: SearchIndex | null = null
): DateCounts | null {
	const { ranges, published } = cube;
	if (!ranges || !cubeAnswers(cube, f, search)) return null;
	const kept = selectedPapers(cube, { ...f, from: null, to: null, bounded: false }, search);
	const inRange = datedInRange(published, ranges, f);
	const byMonth = keptByMonth(published, ranges, f);
	const overlaps = boundedInRange(ranges, f);
	const counts: DateCounts = {
		papers: kept.length,
		dated: 0,
		kept_by_month: 0,
		dated_outside: 0,
		bounded: 0
	};
	for (const p of kept) {
		if (published[p] !== NO_DAY) {
			if (!inRange(p)) counts.dated_outside++;
			else {
				counts.dated++;
				if (byMonth(p)) counts.kept_by_month++;
			}
		} else if (ranges.notBefore[p] !== NO_DAY && overlaps(p)) counts.bounded++;
	}
	return counts;
}
