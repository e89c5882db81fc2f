// Calendar periods as the trend charts count them: a period is named by its first day
// ('YYYY-MM-DD', UTC) and runs to the first day of the next one.

export type Period = 'year' | 'quarter' | 'month';

export const PERIODS: Period[] = ['year', 'quarter', 'month'];

export const MONTHS_PER: Record<Period, number> = { year: 12, quarter: 3, month: 1 };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `day` a real calendar day written 'YYYY-MM-DD' (not "2025-02-30" or "2025-13-45")? */
export function isCalendarDay(day: string): boolean {
	const m = ISO_DAY.exec(day);
	if (!m) return false;
	const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
	return date.toISOString().slice(0, 10) === day;
}

function parts(day: string): [number, number, number] {
	const m = ISO_DAY.exec(day);
	if (!m) throw new Error(`invalid day: ${day}`);
	return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/** Months since January of year 0: consecutive months differ by one. */
export function monthIndex(day: string): number {
	const [y, m] = parts(day);
	return y * 12 + m;
}

/** The period's position in time, in years: a year apart is 1 whatever the period. */
export function yearsOf(day: string): number {
	return monthIndex(day) / 12;
}

export function startOf(day: string): Date {
	const [y, m, d] = parts(day);
	return new Date(Date.UTC(y, m, d));
}

/** First day after the period that starts on `start`. */
export function endOf(start: string, period: Period): Date {
	const [y, m] = parts(start);
	return new Date(Date.UTC(y, m + MONTHS_PER[period], 1));
}

/** The middle of the period, where its point is drawn. */
export function middleOf(start: string, period: Period): Date {
	const a = startOf(start).getTime();
	return new Date(a + (endOf(start, period).getTime() - a) / 2);
}

/** Whether the data, ending on `lastDay` (its last day with data, inclusive), stops inside the
 * period that starts on `start`. */
export function isPartial(start: string, period: Period, lastDay: string): boolean {
	const last = startOf(lastDay).getTime();
	return last >= startOf(start).getTime() && last + 86_400_000 < endOf(start, period).getTime();
}

/** "2025", "2025 Q3", "2025-07": a period as a reader names it. */
export function periodLabel(start: string, period: Period): string {
	const [y, m] = parts(start);
	if (period === 'year') return String(y);
	if (period === 'quarter') return `${y} Q${Math.floor(m / 3) + 1}`;
	return `${y}-${String(m + 1).padStart(2, '0')}`;
}
