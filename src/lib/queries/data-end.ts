// Where the data ends. A date an arXiv id gives is a month (stored as its 1st): it is known through
// the month's last day, so the month it ends the data in is not taken for a partial one.

/** The last day a paper's `published` stands for. */
const KNOWN_THROUGH = `CASE WHEN date_source = 'arxiv-id' THEN last_day(published) ELSE published END`;

/** The last day the data covers: the latest publication date, or capture date when the data has
 * `not_after` (files written before it existed do not). */
export function dataEndSql(notAfter: boolean): string {
	return notAfter
		? `(SELECT greatest(max(${KNOWN_THROUGH}), max(not_after)) FROM papers)`
		: `(SELECT max(${KNOWN_THROUGH}) FROM papers)`;
}
