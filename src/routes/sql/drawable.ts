// Which of a query result's values Plot can draw. It leaves out a point whose position is NULL,
// NaN or infinite, or a Date past what a Date holds (DuckDB's `infinity` arrives as an Invalid
// Date): a summary names only what is drawn, and a line has a gap there.

/** Has the value a place on an axis (a number, a date or a label)? */
export function placed(value: unknown): boolean {
	if (value === null || value === undefined) return false;
	if (typeof value === 'number') return Number.isFinite(value);
	if (value instanceof Date) return Number.isFinite(value.getTime());
	return true;
}

/** The value as a number Plot draws, or null where it draws nothing. */
export const drawnNumber = (value: unknown): number | null =>
	typeof value === 'number' && placed(value) ? value : null;

/** A value as Plot groups it (a series, a bar): two Dates of one instant are one. */
export const keyOf = (value: unknown) => (value instanceof Date ? value.getTime() : value);
