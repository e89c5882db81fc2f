// Dates as arXiv dumps write them, read as the calendar date written (no time-zone shifts).

const MONTHS: Record<string, number> = {
	jan: 1,
	feb: 2,
	mar: 3,
	apr: 4,
	may: 5,
	jun: 6,
	jul: 7,
	aug: 8,
	sep: 9,
	oct: 10,
	nov: 11,
	dec: 12
};

/** `2025-01-22`, `2025-01-22T18:00:00Z`, `2025/1/22`; `2025-01` (month only) → its first day. */
const ISO = /^\s*(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?(?![\d])/;
/** RFC 2822 as in `versions[].created`: `Mon, 2 Apr 2007 19:18:42 GMT` (weekday optional). */
const RFC_2822 = /^\s*(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})\b/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoIfValid(year: number, month: number, day: number): string | null {
	if (year < 1980 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
	const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
	return day > daysInMonth ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** The ISO date (YYYY-MM-DD) a date value states, or null when it is missing or not a date. */
export function toIsoDate(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	const iso = ISO.exec(value);
	if (iso) return isoIfValid(Number(iso[1]), Number(iso[2]), iso[3] ? Number(iso[3]) : 1);
	const rfc = RFC_2822.exec(value);
	if (rfc) {
		const month = MONTHS[rfc[2].toLowerCase()];
		return month ? isoIfValid(Number(rfc[3]), month, Number(rfc[1])) : null;
	}
	return null;
}

interface Version {
	version?: unknown;
	created?: unknown;
}

/** The date of the first version: the entry named `v1`, else the earliest dated entry. */
export function firstVersionDate(versions: unknown): string | null {
	if (!Array.isArray(versions)) return null;
	let earliest: string | null = null;
	for (const entry of versions as Version[]) {
		if (entry === null || typeof entry !== 'object') continue;
		const date = toIsoDate(entry.created);
		if (date && entry.version === 'v1') return date;
		if (date && (earliest === null || date < earliest)) earliest = date;
	}
	return earliest;
}
