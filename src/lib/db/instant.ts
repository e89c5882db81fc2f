// A timestamp as DuckDB stores it: a 64-bit count of seconds, milliseconds, microseconds or
// nanoseconds since 1970 (Arrow's TimeUnit), its largest values standing for `infinity` and
// `-infinity`. Read as a count of microseconds, DuckDB's precision, a file keeps
// "03:04:05.123456" where Arrow's doubles of milliseconds gave "03:04:05.123".
import { instantText } from './plain-text.ts';

const PER_SECOND = [1n, 1_000n, 1_000_000n, 1_000_000_000n];
export const INT64_MAX = 2n ** 63n - 1n;

/** Microseconds since 1970, or DuckDB's infinities as ±Infinity. */
export type Micros = bigint | number;

/** a / b rounded down (BigInt division rounds toward zero: 1969 would gain a microsecond). */
function floorDiv(a: bigint, b: bigint): bigint {
	const q = a / b;
	return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** A stored count in `unit`, or milliseconds as Arrow's `get` gives them, as microseconds. */
export function instantMicros(value: bigint | number, unit: number): Micros {
	if (typeof value === 'number') {
		return Number.isFinite(value) ? BigInt(Math.round(value * 1000)) : value;
	}
	if (value >= INT64_MAX) return Infinity;
	if (value <= -INT64_MAX) return -Infinity;
	const perSecond = PER_SECOND[unit];
	return perSecond >= 1_000_000n
		? floorDiv(value, perSecond / 1_000_000n)
		: value * (1_000_000n / perSecond);
}

/** Milliseconds since 1970 (what a Date takes), ±Infinity for the infinities. */
export function microsToMs(micros: Micros): number {
	return typeof micros === 'number' ? micros : Number(floorDiv(micros, 1000n));
}

/** An ISO instant to the microsecond ("2024-01-02T03:04:05.123456Z"; ".123Z" when that is all),
 * or `infinity` / `-infinity`, for instants past what a Date holds too. */
export function microsIso(micros: Micros): string {
	const ms = microsToMs(micros);
	const iso = instantText(ms);
	if (typeof micros === 'number' || !iso.endsWith('Z')) return iso;
	const belowMs = micros - BigInt(ms) * 1000n;
	return belowMs === 0n ? iso : iso.replace(/Z$/, `${belowMs.toString().padStart(3, '0')}Z`);
}

/** The count of microseconds a Parquet TIMESTAMP_MICROS stores: DuckDB's infinities as DuckDB
 * writes them, the 64-bit extremes. */
export function parquetMicros(micros: Micros): bigint {
	if (typeof micros === 'bigint') return micros;
	return micros > 0 ? INT64_MAX : -INT64_MAX;
}
