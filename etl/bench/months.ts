// Months of submission for synthetic papers: more each month, as RL papers on arXiv grow.

export interface MonthTable {
	/** First month as `year * 12 + monthIndex`. */
	first: number;
	/** Cumulative share of papers up to and including each month. */
	cumulative: number[];
}

const toIndex = (month: string) => {
	const match = /^(\d{4})-(\d{2})$/.exec(month);
	if (!match) throw new Error(`month must be YYYY-MM, got ${month}`);
	return Number(match[1]) * 12 + Number(match[2]) - 1;
};

/** Months `from`–`to` (inclusive, `YYYY-MM`), each with `growth` times the papers of the last. */
export function monthTable(from: string, to: string, growth = 1.04): MonthTable {
	const first = toIndex(from);
	const count = toIndex(to) - first + 1;
	if (count < 1) throw new Error(`empty month range ${from}–${to}`);
	const cumulative: number[] = [];
	let total = 0;
	for (let i = 0; i < count; i++) cumulative.push((total += Math.pow(growth, i)));
	return { first, cumulative: cumulative.map((c) => c / total) };
}

/** The slot (0-based month offset) that a uniform draw `u` in [0, 1) falls into. */
export function monthSlot(table: MonthTable, u: number): number {
	let low = 0;
	let high = table.cumulative.length - 1;
	while (low < high) {
		const mid = (low + high) >>> 1;
		if (u < table.cumulative[mid]) high = mid;
		else low = mid + 1;
	}
	return low;
}

/** `{ year, month (1–12), text: 'YYYY-MM' }` of a slot. */
export function slotMonth(table: MonthTable, slot: number) {
	const index = table.first + slot;
	const year = Math.floor(index / 12);
	const month = (index % 12) + 1;
	return { year, month, text: `${year}-${String(month).padStart(2, '0')}` };
}
