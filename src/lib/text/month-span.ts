// A date known only by its month (an interval's ends, an arXiv id's date) is compared with the
// date filter month by month: the filter's text says the months it then covers, not the days a
// reader typed, which such a date cannot be placed against.

const month = (day: string) => day.slice(0, 7);

/** The months a day range covers: "2025-03", "2025-03 to 2025-05", "2025-03 or later",
 * "2025-05 or earlier"; '' without a range. */
export function monthSpan(from: string | null, to: string | null): string {
	if (from && to) return month(from) === month(to) ? month(from) : `${month(from)} to ${month(to)}`;
	if (from) return `${month(from)} or later`;
	if (to) return `${month(to)} or earlier`;
	return '';
}
