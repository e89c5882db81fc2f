// Intervals and times of day as DuckDB writes them ("1 year 2 months 3 days 04:05:06",
// "12:34:56.5"). Arrow's JavaScript reader gave a month-day-nanosecond interval as two numbers
// ([0, 5] for five months, [0, 0] for three days) and a time as a count of microseconds.

const MICROS_PER_SECOND = 1_000_000n;

/** "04:05:06", with a fraction of a second only when there is one ("00:00:00.25"). */
function clockText(micros: bigint): string {
	const sign = micros < 0n ? '-' : '';
	const abs = micros < 0n ? -micros : micros;
	const seconds = abs / MICROS_PER_SECOND;
	const fraction = abs % MICROS_PER_SECOND;
	const two = (n: bigint) => n.toString().padStart(2, '0');
	const clock = `${two(seconds / 3600n)}:${two((seconds / 60n) % 60n)}:${two(seconds % 60n)}`;
	const rest = fraction ? `.${fraction.toString().padStart(6, '0').replace(/0+$/, '')}` : '';
	return `${sign}${clock}${rest}`;
}

/** A time of day from its count of `unitsPerSecond` units since midnight. */
export function timeText(value: bigint | number, unitsPerSecond: number): string {
	const units = BigInt(value);
	const micros = (units * MICROS_PER_SECOND) / BigInt(unitsPerSecond);
	return clockText(micros);
}

const plural = (n: number, unit: string) => `${n} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;

/** An interval of months, days and nanoseconds, its parts as DuckDB names them. */
export function intervalText(months: number, days: number, nanos: bigint): string {
	const years = Math.trunc(months / 12);
	const parts = [
		years ? plural(years, 'year') : '',
		months % 12 ? plural(months % 12, 'month') : '',
		days ? plural(days, 'day') : ''
	].filter(Boolean);
	const micros = nanos / 1000n;
	if (micros !== 0n || parts.length === 0) parts.push(clockText(micros));
	return parts.join(' ');
}
