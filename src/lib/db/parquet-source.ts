// The one module that fetches the data file; it decodes only the columns asked for.
import { parquetMetadata, parquetRead } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';

export const PAPERS_URL = 'data/papers.parquet';

let bytes: Promise<ArrayBuffer> | null = null;

/** The file's bytes, fetched once per visit from this site. */
export function papersFile(base: string): Promise<ArrayBuffer> {
	bytes ??= fetch(`${base}/${PAPERS_URL}`).then(async (response) => {
		if (!response.ok) {
			throw new Error(`${PAPERS_URL}: HTTP ${response.status} (run \`npm run etl\` to create it)`);
		}
		return response.arrayBuffer();
	});
	return bytes;
}

/** Reads `columns` of the file as one array per column. */
export async function readColumns(
	file: ArrayBuffer,
	columns: string[]
): Promise<Record<string, unknown[]>> {
	const metadata = parquetMetadata(file);
	const present = new Set(metadata.schema.map((s) => s.name));
	const wanted = columns.filter((c) => present.has(c));
	const out: Record<string, unknown[]> = Object.fromEntries(wanted.map((c) => [c, []]));
	await parquetRead({
		file,
		metadata,
		columns: wanted,
		compressors,
		onComplete: (rows: unknown[][]) => {
			for (const row of rows) wanted.forEach((c, i) => out[c].push(row[i]));
		}
	});
	return out;
}
