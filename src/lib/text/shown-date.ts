// A paper's date as precisely as its source knows it: an arXiv id says only the month, stored as
// its first day ("2025-06-01"), which would read as a day it was not published on.

/** "2025-06" for the month of an arXiv id (`date_source` 'arxiv-id'), else the ISO date as is. */
export const shownDate = (published: string, dateSource: string | null): string =>
	dateSource === 'arxiv-id' ? published.slice(0, 7) : published;
