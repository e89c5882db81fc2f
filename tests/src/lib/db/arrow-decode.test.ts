import {
	DateDay,
	Decimal,
	Int32,
	Int64,
	Interval,
	IntervalUnit,
	TimeMicrosecond,
	TimestampMillisecond,
	Uint32,
	Utf8,
	util
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { decoderFor } from '../../../../src/lib/db/arrow-decode.ts';
import { tableRows } from '../../../../src/lib/db/table-rows.ts';
import { DAY, INSTANT, decodeFixture } from './decode-fixture.ts';

// 7.5 at scale 1 is the integer 75 in the low word of a 128-bit decimal.
const decimal = new Decimal(1, 2, 128);
const SEVEN_HALVES = new Uint32Array([75, 0, 0, 0]);

describe('decoderFor', () => {
	it('decodes decimals with their scale in every mode', () => {
		for (const mode of ['rows', 'chart', 'exact', 'parquet'] as const)
			expect(decoderFor(decimal, mode)(SEVEN_HALVES)).toBe(7.5);
		expect(decoderFor(decimal, 'text')(SEVEN_HALVES)).toBe('7.5');
	});

	it('gives a HUGEINT past 2^53 (a DECIMAL(38, 0)) exactly to files and as a double elsewhere', () => {
		// 2^64 + 5: the second 32-bit word is 0, the third 1. (Arrow hands a decimal as a signed BN.)
		const huge = util.BN.decimal(new Uint32Array([5, 0, 1, 0]));
		const hugeint = new Decimal(0, 38, 128);
		expect(decoderFor(hugeint, 'exact')(huge)).toBe('18446744073709551621');
		expect(decoderFor(hugeint, 'text')(huge)).toBe('18446744073709551621');
		expect(decoderFor(hugeint, 'rows')(huge)).toBe(18446744073709551621);
		const negative = util.BN.decimal(
			new Uint32Array([0xffffffff, 0xffffffff, 0xfffffffe, 0xffffffff])
		);
		expect(decoderFor(new Decimal(2, 38, 128), 'exact')(negative)).toBe('-184467440737095516.17');
	});

	it("reads DuckDB's infinite dates and timestamps as words, not a thrown RangeError", () => {
		const infinity = 2147483647 * 86_400_000;
		expect(decoderFor(new DateDay(), 'text')(infinity)).toBe('infinity');
		expect(decoderFor(new DateDay(), 'text')(-infinity)).toBe('-infinity');
		expect(decoderFor(new TimestampMillisecond(), 'exact')(9.2e18)).toBe('infinity');
	});

	it('gives a time of day as DuckDB writes it, in every mode', () => {
		for (const mode of ['rows', 'chart', 'exact', 'parquet', 'text'] as const)
			expect(decoderFor(new TimeMicrosecond(), mode)(45_296_250_000n)).toBe('12:34:56.25');
	});

	it('keeps null as null, and as an empty cell in text', () => {
		for (const mode of ['rows', 'chart', 'exact', 'parquet'] as const)
			expect(decoderFor(new Utf8(), mode)(null)).toBeNull();
		expect(decoderFor(new DateDay(), 'text')(undefined)).toBe('');
	});

	it('gives dates as days, timestamps as instants, except for charts (Date objects)', () => {
		expect(decoderFor(new DateDay(), 'rows')(DAY)).toBe('2025-03-04');
		expect(decoderFor(new DateDay(), 'exact')(DAY)).toBe('2025-03-04');
		expect(decoderFor(new TimestampMillisecond(), 'exact')(INSTANT)).toBe(
			'2025-01-02T03:04:05.600Z'
		);
		expect(decoderFor(new DateDay(), 'chart')(DAY)).toEqual(new Date(DAY));
		expect(decoderFor(new TimestampMillisecond(), 'text')(Date.UTC(2025, 0, 2, 3, 4, 5))).toBe(
			'2025-01-02 03:04:05'
		);
	});

	it('gives big integers as numbers to the app and exactly to files', () => {
		const big = 2n ** 60n + 1n;
		expect(decoderFor(new Int64(), 'rows')(big)).toBe(Number(big));
		expect(decoderFor(new Int64(), 'chart')(12n)).toBe(12);
		expect(decoderFor(new Int64(), 'exact')(big)).toBe('1152921504606846977');
		expect(decoderFor(new Int64(), 'exact')(12n)).toBe(12);
	});

	it('parquet: wide integers as BigInt, narrow ones as numbers, dates as days, timestamps as µs', () => {
		expect(decoderFor(new Int64(), 'parquet')(12n)).toBe(12n);
		expect(decoderFor(new Uint32(), 'parquet')(7)).toBe(7n);
		expect(decoderFor(new Int32(), 'parquet')(7)).toBe(7);
		expect(decoderFor(new DateDay(), 'parquet')(DAY)).toBe(DAY / 86_400_000);
		// Fractional milliseconds (what Arrow's get gives) keep their microseconds.
		expect(decoderFor(new TimestampMillisecond(), 'parquet')(INSTANT + 0.25)).toBe(
			BigInt(INSTANT) * 1000n + 250n
		);
		expect(
			decoderFor(new Interval(IntervalUnit.DAY_TIME), 'parquet')(new Int32Array([1, 2]))
		).toEqual([1, 2]);
	});
});

describe('tableRows', () => {
	it('rows: numbers, days, arrays and objects, NaN kept a number', () => {
		const [first, second, third] = tableRows(decodeFixture(), 'rows');
		expect(first).toEqual({
			title: '=HYPERLINK("x")',
			votes: 1,
			big: 1,
			share: 0.25,
			ok: true,
			published: '2025-03-04',
			seen: '2025-01-02T03:04:05.600Z',
			events: [{ on: '2025-03-04', what: 'x' }],
			sizes: [7, 0.5]
		});
		expect(second).toMatchObject({ votes: null, big: 2 ** 60, events: [], sizes: [] });
		expect(second.share).toBeNaN();
		expect(third).toMatchObject({
			title: null,
			events: null,
			sizes: null,
			published: '2024-12-31'
		});
	});

	it('chart: Date objects for dates and timestamps, nested ones too', () => {
		const [first] = tableRows(decodeFixture(), 'chart');
		expect(first.published).toEqual(new Date(DAY));
		expect(first.seen).toEqual(new Date(INSTANT));
		expect(first.events).toEqual([{ on: new Date(DAY), what: 'x' }]);
	});

	it('exact: JSON that loses nothing (big integers and NaN as text)', () => {
		const [, second] = tableRows(decodeFixture(), 'exact');
		expect(second).toEqual({
			title: 'a, "b"',
			votes: null,
			big: '1152921504606846977',
			share: 'NaN',
			ok: false,
			published: null,
			seen: null,
			events: [],
			sizes: []
		});
	});

	it('text: each cell as the result table reads it', () => {
		const rows = tableRows(decodeFixture(), 'text').map(Object.values);
		expect(rows).toEqual([
			[
				'=HYPERLINK("x")',
				'1',
				'1',
				'0.25',
				'true',
				'2025-03-04',
				'2025-01-02 03:04:05.600',
				"[{on: '2025-03-04', what: 'x'}]",
				'[7, 0.5]'
			],
			['a, "b"', '', '1152921504606846977', 'NaN', 'false', '', '', '[]', '[]'],
			['', '-3', '-5', '', '', '2024-12-31', '2025-01-02 00:00:00', '', '']
		]);
	});

	it('reads only the first rows when given a limit', () => {
		expect(tableRows(decodeFixture(), 'rows', 2)).toHaveLength(2);
		expect(tableRows(decodeFixture(), 'rows', 10)).toHaveLength(3);
	});
});
