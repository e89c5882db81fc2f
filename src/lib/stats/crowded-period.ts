// A corpus whose dated papers nearly all fall in one period (a month's arXiv dump) has no trend
// to show across periods: its charts are one point and a few thin ones. The page says so.

/** At least this share of the dated papers in one period crowds the rest out. */
export const CROWDED_SHARE = 0.95;

export interface CrowdedPeriod {
	period: string;
	dated: number;
	/** Dated papers in all periods. */
	total: number;
}

/**
 * The period that holds nearly all dated papers, or null. `rows` may repeat a period (one row
 * per name and period, each with the period's dated papers); each period counts once.
 */
export function crowdedPeriod(
	rows: readonly { period: string; dated: number }[],
	share = CROWDED_SHARE
): CrowdedPeriod | null {
	const dated = new Map<string, number>();
	for (const r of rows) dated.set(r.period, r.dated);
	let total = 0;
	let top: CrowdedPeriod | null = null;
	for (const [period, n] of dated) {
		total += n;
		if (!top || n > top.dated) top = { period, dated: n, total: 0 };
	}
	if (!top || total === 0 || top.dated / total < share) return null;
	return { ...top, total };
}

/** "5,249 of the 5,262 dated papers (99.8%) fall in 2025": said on the page and in exports. */
export const crowdedPhrase = (c: CrowdedPeriod, label: string): string =>
	`${c.dated.toLocaleString('en')} of the ${c.total.toLocaleString('en')} dated papers (${((100 * c.dated) / c.total).toFixed(1)}%) fall in ${label}`;
