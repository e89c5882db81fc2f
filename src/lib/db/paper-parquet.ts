// One paper's full row read from papers.parquet itself (hyparquet): the way a data directory
// without paper-pages.bin is read. It costs the whole row group that holds the paper (8,192
// papers' text), which is why the ETL writes the pages file.
import {
	asyncBufferFromUrl,
	cachedAsyncBuffer,
	parquetMetadataAsync,
	type AsyncBuffer,
	type FileMetaData
} from 'hyparquet';
import { papersFileSize, papersUrl } from './parquet-source.ts';
import { readPaperRow } from './paper-row.ts';

const SMALL_FILE_BYTES = 4 * 1024 * 1024;

let remote: Promise<{ file: AsyncBuffer; metadata: FileMetaData }> | null = null;

/** The file as ranges to fetch, with its footer read once per visit. Row groups are not cached:
 * each paper page fetches its own and lets it go. */
function papersRemote(base: string): Promise<{ file: AsyncBuffer; metadata: FileMetaData }> {
	remote ??= (async () => {
		const byteLength = (await papersFileSize(base)) ?? undefined;
		const ranges = await asyncBufferFromUrl({ url: papersUrl(base), byteLength });
		// A small file is fetched once, whole; a big one range by range, nothing kept.
		const small = ranges.byteLength <= SMALL_FILE_BYTES;
		const file = small ? cachedAsyncBuffer(ranges, { minSize: SMALL_FILE_BYTES }) : ranges;
		return { file, metadata: await parquetMetadataAsync(file) };
	})().catch((error) => {
		remote = null;
		throw error;
	});
	return remote;
}

/** One paper's full row from the site's data file, or null when no paper has this id. */
export async function readPaperFromParquet(
	base: string,
	id: string
): Promise<Record<string, unknown> | null> {
	const { file, metadata } = await papersRemote(base);
	return readPaperRow(file, id, metadata);
}
