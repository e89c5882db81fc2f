// Where the data ends. A date an arXiv id gives is a month (stored as its 1st): it is known through
// the month's last day, so the month it ends the data in is not taken for a partial one; but not
// past the day a capture shows it (a dump saved on June 10 holds no later paper).

/** The last day a paper's `published` stands for. */
const knownThrough = (notAfter: boolean) =>
	`CASE WHEN date_source = 'arxiv-id' THEN ${
		notAfter
			? 'least(last_day(published), coalesce(not_after, last_day(published)))'
			: 'last_day(published)'
	} ELSE published END`;

/** The last day the data covers: the latest publication date, or capture date when the data has
 * `not_after` (files written before it existed do not). */
export function dataEndSql(notAfter: boolean): string {
	return notAfter
		? `(SELECT greatest(max(${knownThrough(true)}), max(not_after)) FROM papers)`
		: `(SELECT max(${knownThrough(false)}) FROM papers)`;
}
