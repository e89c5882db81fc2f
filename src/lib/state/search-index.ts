// The search index the build wrote (data/search-index.bin, see lib/search), fetched once: from
// then on a search for one word and the name filter are answered in the page with the cube
// (overview-cube.ts), without a query.
import { decodeSearchIndex } from '../search/search-index-file.ts';
import { dataFileOnce } from './data-file-once.ts';

export const SEARCH_INDEX_FILE = 'search-index.bin';

const indexFile = dataFileOnce(SEARCH_INDEX_FILE, decodeSearchIndex);

/** The build's search index, or null when there is none or it is not one this app reads. */
export const searchIndex = indexFile.get;

/** Calls `then` with the index once fetched (at once when it is), without fetching it. */
export const whenSearchIndexFetched = indexFile.whenFetched;
