// The adoption chart draws a name from the period its coining paper dates it to: a name coined
// by an undated paper has no such start (its first seen is its first adopter's date), so it is
// left out, and the view says how many were.
import { countNoun } from '$lib/text/count-noun';

/** "1 adopted name is left out of the chart: …", or null when none is. */
export function undatedCoinersNote(leftOut: number): string | null {
	if (!(leftOut > 0)) return null;
	const one = leftOut === 1;
	return (
		`${countNoun(leftOut, 'adopted name')} ${one ? 'is' : 'are'} left out of the chart: ` +
		`${one ? 'its coining paper has no date, so its adoption has' : 'their coining papers have no date, so their adoption has'} no start to draw ` +
		`from (listed below, without a rate).`
	);
}
