// Where the corpus came from, for a caption a reader can cite: "Hugging Face Daily Papers,
// captured 2026-04-16". papers.parquet does not name its sources; it keeps every listing file a
// paper was seen in with that listing's capture day (`sources`). Each file is one capture of a
// listing: a saved Daily Papers page (seeds/) or a fetched day (`hf-daily_…`). Papers seen in no
// listing come from arXiv (a metadata dump or the arXiv API).
//
// One meaning of a date here: `captured` is the day a listing was saved or fetched, never the day
// the app was built. A dump's own capture day bounds its papers (`not_after`) but names no
// listing: for arXiv papers the caption gives the newest paper's date and says so.

import { countNoun } from '../text/count-noun.ts';
import { shownDate } from '../text/shown-date.ts';

/** One row per listing file, and one for the papers seen in none. */
export const CORPUS_SOURCES_SQL = `SELECT s.file AS file, max(s.captured)::VARCHAR AS captured,
  max(published)::VARCHAR AS newest, arg_max(date_source, (published, date_source IS DISTINCT FROM 'arxiv-id')) AS newest_source
FROM papers, unnest(sources) AS t(s)
GROUP BY s.file
UNION ALL
SELECT NULL AS file, NULL AS captured, max(published)::VARCHAR AS newest,
  arg_max(date_source, (published, date_source IS DISTINCT FROM 'arxiv-id')) AS newest_source
FROM papers
WHERE coalesce(len(sources), 0) = 0
HAVING count(*) > 0
ORDER BY file NULLS LAST`;

export interface SourceRow {
	/** A listing file, or null for papers seen in no listing. */
	file: string | null;
	/** Latest capture day of the listings showing its papers (ISO), when recorded. */
	captured: string | null;
	/** Latest publication date among its papers (ISO). */
	newest: string | null;
	/** Where that date comes from ('arxiv-id': only its month is known); among papers of the same
	 * newest date, one whose day is known. */
	newest_source?: string | null;
}

export interface CorpusSource {
	name: string;
	/** Listing captures behind it; null when the source is not a listing (arXiv). */
	captures: number | null;
	/** Latest capture day (ISO), or null when no capture of it has a recorded day. */
	captured: string | null;
	/** Latest publication date among its papers, as precisely as it is known ("2025-06" for the
	 * month of an arXiv id), or null. */
	newest: string | null;
}

export const DAILY_PAPERS = 'Hugging Face Daily Papers';
export const ARXIV = 'arXiv';

/** Votes and organizations come from listings (Daily Papers): a corpus of arXiv dumps alone has
 * neither. While the sources are unknown (null), assume it may. */
export const fromListings = (sources: CorpusSource[] | null): boolean =>
	sources?.some((s) => s.captures !== null) ?? true;

/** `hf-daily_<query>-<hash>_<day>_p<page>.cache.gz`, written by `npm run fetch`. */
const FETCHED_DAY = /^hf-daily_.+_(\d{4}-\d{2}-\d{2})_p\d+\.cache\.gz$/;

const shown = (row: SourceRow) =>
	row.newest === null ? null : shownDate(row.newest, row.newest_source ?? null);

const later = (a: string | null, b: string | null) =>
	a === null ? b : b === null || a > b ? a : b;

/** The corpus's sources, listings first, from the rows of `CORPUS_SOURCES_SQL`. */
export function corpusSources(rows: readonly SourceRow[]): CorpusSource[] {
	const listings = { captures: new Set<string>(), captured: null as string | null };
	let listingNewest: string | null = null;
	let arxiv: CorpusSource | null = null;
	for (const row of rows) {
		if (row.file === null) {
			arxiv = { name: ARXIV, captures: null, captured: null, newest: shown(row) };
			continue;
		}
		const day = FETCHED_DAY.exec(row.file)?.[1] ?? null;
		// A fetched day comes in pages: one capture, whatever its pages.
		listings.captures.add(day ? `hf-daily ${day}` : row.file);
		listings.captured = later(listings.captured, later(row.captured, day));
		listingNewest = later(listingNewest, shown(row));
	}
	const sources: CorpusSource[] = [];
	if (listings.captures.size)
		sources.push({
			name: DAILY_PAPERS,
			captures: listings.captures.size,
			captured: listings.captured,
			newest: listingNewest
		});
	if (arxiv) sources.push(arxiv);
	return sources;
}

function describeSource(s: CorpusSource): string {
	if (s.captures === null) return s.newest ? `${s.name}, newest paper ${s.newest}` : s.name;
	if (s.captures === 1)
		return s.captured ? `${s.name}, captured ${s.captured}` : `${s.name}, capture date unknown`;
	const captures = countNoun(s.captures, 'capture');
	return s.captured
		? `${s.name}, ${captures}, latest captured ${s.captured}`
		: `${s.name}, ${captures}, capture dates unknown`;
}

/** "Source: Hugging Face Daily Papers, 5 captures, latest captured 2026-04-16"; null or no
 * sources: "source unknown". */
export function describeSources(sources: readonly CorpusSource[] | null): string {
	if (!sources?.length) return 'source unknown';
	const described = sources.map(describeSource);
	return `${described.length === 1 ? 'Source' : 'Sources'}: ${described.join('; ')}`;
}
