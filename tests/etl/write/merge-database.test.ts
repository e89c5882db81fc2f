import { describe, expect, it } from 'vitest';
import { bytesOf, mergeDatabase } from '../../../etl/write/merge-database.ts';

describe('bytesOf', () => {
	it('reads the sizes DuckDB takes, decimal and binary', () => {
		expect(bytesOf('1GB')).toBe(1e9);
		expect(bytesOf('512 MiB')).toBe(512 * 2 ** 20);
		expect(bytesOf('1.5gb')).toBe(1.5e9);
		expect(bytesOf('2000000')).toBe(2e6);
		expect(bytesOf('80%')).toBeNull();
		expect(bytesOf('lots')).toBeNull();
	});
});

describe('mergeDatabase', () => {
	it('merges in memory while the staged rows take at most half the budget', () => {
		expect(mergeDatabase(260e6, '1GB')).toBe('memory');
		expect(mergeDatabase(500e6, '1GB')).toBe('memory');
		expect(mergeDatabase(501e6, '1GB')).toBe('disk');
		expect(mergeDatabase(2.6e9, '1GB')).toBe('disk');
		expect(mergeDatabase(2.6e9, '8GB')).toBe('memory');
	});

	it('merges on disk when the budget is not a size it can read', () => {
		expect(mergeDatabase(1, '80%')).toBe('disk');
		expect(mergeDatabase(Infinity, '1GB')).toBe('disk');
	});
});
