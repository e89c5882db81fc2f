// Calendar days as ISO strings (UTC): ranges, and which days are settled enough to keep.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The ISO day, or null when `text` is not a real calendar date. */
export function parseDay(text: string): string | null {
	const match = ISO_DAY.exec(text);
	if (!match) return null;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return date.toISOString().slice(0, 10) === text ? text : null;
}

export function addDays(day: string, days: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function dayOf(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/** Every day from `since` to `until`, both included. */
export function daysBetween(since: string, until: string): string[] {
	const days: string[] = [];
	for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
	return days;
}

/**
 * Days this close to today may still change (a listing fills during its day, arXiv announces a
 * submission up to a few days later, over weekends and holidays), so they are fetched again.
 */
export const UNSETTLED_DAYS = 3;

export function isSettled(day: string, today: string): boolean {
	return day <= addDays(today, -UNSETTLED_DAYS);
}

/** `YYYYMMDDHHMM` as arXiv's `submittedDate:[… TO …]` wants it. */
export function arxivStamp(day: string, time: '0000' | '2359'): string {
	return day.replaceAll('-', '') + time;
}
