// A paper page's data, without the database: its row from paper-pages.bin (two small ranges and
// one block of ~20 papers), or, for a data directory built before that file existed, from the
// row group of papers.parquet that holds it.
import { PAGES_FILE } from '$schema/paper-pages-format.ts';
import type { PaperRow } from '$schema/papers.ts';
import { readPaperPage, type ReadRange } from './paper-pages.ts';
import { fetchData } from './fetch-data.ts';
import { markPhase } from './phase-marks.ts';

const PAGES_PATH = `data/${PAGES_FILE}`;

class NoPagesFile extends Error {}

/** Ranges of the file over HTTP. A server that ignores ranges sends the whole file: it is kept
 * for the visit and sliced, rather than fetched whole again for every range. */
function httpRanges(url: string): ReadRange {
	let whole: Promise<Uint8Array> | null = null;
	return async (start, end) => {
		if (whole) return (await whole).subarray(start, end);
		const response = await fetchData(PAGES_PATH, url, {
			headers: { range: `bytes=${start}-${end - 1}` }
		});
		if (response.status === 404) throw new NoPagesFile();
		if (response.status === 416) throw new Error(`${PAGES_PATH}: cut short (HTTP 416)`);
		if (!response.ok) throw new Error(`${PAGES_PATH}: HTTP ${response.status}`);
		if (response.status === 206) return new Uint8Array(await response.arrayBuffer());
		whole ??= response.arrayBuffer().then((b) => new Uint8Array(b));
		return (await whole).subarray(start, end);
	};
}

/** Network and server failures say what they are; anything else means the file is bad. */
const SAYS_WHAT = /HTTP \d{3}|fetch|network/i;

function plainPagesError(error: unknown): Error {
	const message = String((error as Error)?.message ?? error);
	if (SAYS_WHAT.test(message) && !message.includes('cut short')) return new Error(message);
	return new Error(
		`The data file ${PAGES_PATH} could not be read: it is damaged or cut short. Rebuild it with \`npm run etl\` and \`npm run build\` (the reader said: ${message}).`
	);
}

/** One paper's full row (dates as YYYY-MM-DD), or null when no paper has this id. */
export async function readPaper(base: string, id: string): Promise<PaperRow | null> {
	let row: Record<string, unknown> | null;
	try {
		row = await readPaperPage(httpRanges(`${base}/${PAGES_PATH}`), id);
	} catch (error) {
		if (!(error instanceof NoPagesFile)) throw plainPagesError(error);
		const { readPaperFromParquet } = await import('./paper-parquet.ts');
		row = await readPaperFromParquet(base, id);
	}
	markPhase('rl:paper:read');
	// Both files are written by the ETL from the one paper schema: their rows are its rows.
	return row as PaperRow | null;
}
