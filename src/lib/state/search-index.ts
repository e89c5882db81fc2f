// The search index the build wrote (data/search-index.bin, see lib/search), fetched once: from
// then on a search for one word and the name filter are answered in the page with the cube
// (overview-cube.ts), without a query.
import { base } from '$app/paths';
import { decodeSearchIndex } from '../search/search-index-file.ts';
import type { SearchIndex } from '../search/search-index.ts';

export const SEARCH_INDEX_FILE = 'search-index.bin';

let fetched: Promise<SearchIndex | null> | null = null;
/** Who waits for the index without fetching it (see whenSearchIndexFetched). */
const waiting: ((index: SearchIndex | null) => void)[] = [];

/** The build's search index, or null when there is none or it is not one this app reads. */
export function searchIndex(): Promise<SearchIndex | null> {
	if (!fetched) {
		fetched = fetch(`${base}/data/${SEARCH_INDEX_FILE}`)
			.then((r) => (r.ok ? r.arrayBuffer() : null))
			.then((bytes) => (bytes ? decodeSearchIndex(bytes) : null))
			.catch(() => null);
		fetched.then((index) => waiting.splice(0).forEach((then) => then(index)));
	}
	return fetched;
}

/** Calls `then` with the index once fetched (at once when it is), without fetching it. */
export function whenSearchIndexFetched(then: (index: SearchIndex | null) => void): void {
	if (fetched) fetched.then(then);
	else waiting.push(then);
}
