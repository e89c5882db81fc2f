// One paper's full row read straight from a Parquet file, with dates as YYYY-MM-DD text.
import { parquetReadObjects, type AsyncBuffer, type FileMetaData } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { parsedRowsValue } from './parsed-value.ts';

/** The row whose `paper_id` is `id`, or null. The file is sorted by paper_id, so the row groups'
 * min/max statistics rule out every group but one, and only that one is fetched and decoded. */
export async function readPaperRow(
	file: AsyncBuffer,
	id: string,
	metadata?: FileMetaData
): Promise<Record<string, unknown> | null> {
	const rows = (await parquetReadObjects({
		file,
		metadata,
		compressors,
		filter: { paper_id: { $eq: id } }
	})) as Record<string, unknown>[];
	const row = rows[0];
	if (!row) return null;
	return parsedRowsValue(row) as Record<string, unknown>;
}
