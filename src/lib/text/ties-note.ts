import type { NamedCount } from '$lib/charts/bar';
import { countNoun } from './count-noun.ts';

/** What a top list's cut leaves out of a tie with its last bar, in words (shown under the chart
 * and carried into its exports), or null when the cut falls between two counts. */
export function tiesNote(rows: readonly NamedCount[]): string | null {
	const last = rows.at(-1);
	if (!last?.tied_names_not_shown) return null;
	return (
		`${countNoun(last.tied_names_not_shown, 'more name has', 'more names have')} ` +
		`${countNoun(last.papers, 'paper')}, as the last bar: left out by the cut ` +
		`(ties are shown in name order).`
	);
}
