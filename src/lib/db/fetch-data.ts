// A data file fetched from this site. A network failure names the file and what to do: the
// browser's own "Failed to fetch" named neither.

/** The absolute URL of `file` ("data/papers.parquet") under the site's `base`: a worker resolves
 * a relative one against its own script, not the page. */
export const dataUrl = (base: string, file: string) =>
	new URL(`${base}/${file}`, location.href).href;

/** `fetch`, with a failure to reach the server said for `file` ("data/papers.parquet"). */
export async function fetchData(file: string, url: string, init?: RequestInit): Promise<Response> {
	try {
		return await fetch(url, init);
	} catch (error) {
		// A fetch the app cancelled is no failure to report.
		if ((error as Error)?.name === 'AbortError') throw error;
		throw new Error(
			`${file} could not be fetched (${(error as Error).message}): check the connection or the server, then reload the page.`,
			{ cause: error }
		);
	}
}
