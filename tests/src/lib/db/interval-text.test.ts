import { describe, expect, it } from 'vitest';
import { intervalText, timeText } from '../../../../src/lib/db/interval-text';

// Expected texts are DuckDB's own, from @duckdb/node-api (SELECT INTERVAL '…'::VARCHAR, TIME '…'::VARCHAR).
describe('intervalText', () => {
	it('names years, months and days, then the time of the day part', () => {
		expect(intervalText(5, 0, 0n)).toBe('5 months');
		expect(intervalText(0, 3, 0n)).toBe('3 days');
		expect(intervalText(14, 0, 3n * 3600n * 1_000_000_000n)).toBe('1 year 2 months 03:00:00');
		expect(intervalText(12, 1, 0n)).toBe('1 year 1 day');
		expect(intervalText(0, 0, 1_500_000_000n)).toBe('00:00:01.5');
		expect(intervalText(0, 0, 0n)).toBe('00:00:00');
		expect(intervalText(-1, -2, -60_000_000_000n)).toBe('-1 month -2 days -00:01:00');
		expect(intervalText(0, 0, 25n * 3600n * 1_000_000_000n)).toBe('25:00:00');
		expect(intervalText(1, 0, 1000n)).toBe('1 month 00:00:00.000001');
	});
});

describe('timeText', () => {
	it('reads a time of day in any unit', () => {
		expect(timeText(45_296_000_000n, 1_000_000)).toBe('12:34:56');
		expect(timeText(45_296_250, 1000)).toBe('12:34:56.25');
		expect(timeText(0n, 1_000_000_000)).toBe('00:00:00');
	});
});
