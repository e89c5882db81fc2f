import type { CaptureInfo, ListingDate } from '../types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Mon D[, YYYY][ votes]`, the date line of a listing (the trailing number is its upvotes). */
const DATE_LINE =
	/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?:, (\d{4}))?(?: (\d+))?$/;

export interface DateLine {
	date: ListingDate;
	votes: number | null;
}

/** Reads a listing's date line, or null when the line is not one (or names no real day). */
export function parseDateLine(line: string): DateLine | null {
	const match = DATE_LINE.exec(line.trim());
	if (!match) return null;
	const month = MONTHS.indexOf(match[1]) + 1;
	const day = Number(match[2]);
	const year = match[3] ? Number(match[3]) : null;
	if (day < 1 || day > daysIn(month, year ?? 2024)) return null;
	return { date: { year, month, day }, votes: match[4] ? Number(match[4]) : null };
}

function daysIn(month: number, year: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const iso = (year: number, month: number, day: number) =>
	`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The listing's date as ISO, or null when it cannot be known. A date written without a year
 * takes the capture's year, or the year before when that would fall after the capture day
 * (a page saved on 2026-04-16 that says "Dec 3" means 2025-12-03).
 */
export function resolveListingDate(date: ListingDate, capture: CaptureInfo): string | null {
	if (date.year !== null) return iso(date.year, date.month, date.day);
	if (!capture.captured) return null;
	const capturedYear = Number(capture.captured.slice(0, 4));
	let year = capturedYear;
	if (iso(year, date.month, date.day) > capture.captured) year -= 1;
	if (date.day > daysIn(date.month, year)) return null;
	return iso(year, date.month, date.day);
}
