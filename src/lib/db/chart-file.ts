// Fetches the chart database (chart-database.ts) for DuckDB-WASM. It is optional: a data folder
// without it (or with something else under its name) makes the app decode papers.parquet instead.
import { CHART_DATABASE_URL, isDuckDBFile } from './chart-database.ts';
import { dataUrl, fetchData } from './fetch-data.ts';

/** The file's bytes, or null when the build has none (or served something that is not one). */
export async function fetchChartDatabase(base: string): Promise<Uint8Array | null> {
	const response = await fetchData(CHART_DATABASE_URL, dataUrl(base, CHART_DATABASE_URL));
	if (!response.ok) return null;
	const bytes = new Uint8Array(await response.arrayBuffer());
	return isDuckDBFile(bytes) ? bytes : null;
}
