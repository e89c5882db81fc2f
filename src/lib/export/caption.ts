// The default caption of a figure: where its data comes from, in one line a reader can cite.

export interface CaptionSource {
	/** Papers behind the figure. */
	n: number;
	/** ISO date of the corpus snapshot, or null when unknown. */
	snapshot: string | null;
	/** The active filter in words (e.g. "published 2024–2025", "algorithm GRPO"); empty = none. */
	filters?: string[];
}

const numberFormat = new Intl.NumberFormat('en-US');

export function sourceCaption({ n, snapshot, filters = [] }: CaptionSource): string {
	if (!Number.isFinite(n) || n < 0) throw new Error(`invalid paper count: ${n}`);
	const parts = [`${numberFormat.format(n)} ${n === 1 ? 'paper' : 'papers'}`];
	parts.push(snapshot ? `corpus snapshot ${snapshot}` : 'corpus snapshot date unknown');
	const words = filters.map((f) => f.trim()).filter(Boolean);
	parts.push(words.length ? `filter: ${words.join('; ')}` : 'no filter');
	return `Source: RL Trends, ${parts.join(', ')}.`;
}

export interface QueryCaptionSource {
	/** Rows the query returned. */
	rows: number;
	/** Papers in the corpus the query ran over. */
	papers: number;
	snapshot: string | null;
}

/** Caption of a figure drawn from a console query: the SQL itself travels in the bundle. */
export function queryCaption({ rows, papers, snapshot }: QueryCaptionSource): string {
	const when = snapshot ? `corpus snapshot ${snapshot}` : 'corpus snapshot date unknown';
	return (
		`Source: RL Trends, SQL query over ${numberFormat.format(papers)} papers (${when}), ` +
		`${numberFormat.format(rows)} result ${rows === 1 ? 'row' : 'rows'}.`
	);
}
