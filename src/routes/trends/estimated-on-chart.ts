// What a chart's n adds with estimated dates: the bounded papers' weight on its periods, a sum
// of fractions (each paper spread evenly over its months), said as a whole number; and where
// the rest of them went: months before the axis starts or outside the date range.

/** Below this a sum of fractions is taken as whole (floating-point sums are not exact). */
const WHOLE = 1e-6;

/** "+ about 198 with estimated dates on the chart, dashed; about 10 more fall outside the charted
 * periods", the second part only when `bounded` (the bounded papers counted) is known and
 * some are left over. */
export function estimatedOnChart(drawn: number, bounded?: number): string {
	const shown = Math.round(drawn);
	const about = Math.abs(drawn - shown) < WHOLE ? '' : 'about ';
	const onChart = `+ ${about}${shown.toLocaleString('en')} with estimated dates on the chart, dashed`;
	// The rest as what the shown number leaves of the whole papers, so the two add up.
	const rest = bounded === undefined ? 0 : bounded - shown;
	if (!(rest > 0) || bounded! - drawn < WHOLE) return onChart;
	const fall = rest === 1 ? 'falls' : 'fall';
	return `${onChart}; ${about}${rest.toLocaleString('en')} more ${fall} outside the charted periods`;
}
