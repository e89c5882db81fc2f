import { describe, expect, it } from 'vitest';
import { looksDamaged, plainDataError } from '../../../../src/lib/text/data-errors';

const RAW = [
	'data/papers.parquet: the decode worker failed (Uncaught RuntimeError: unreachable)',
	'parquet file invalid (footer != PAR1)',
	"Cannot read properties of undefined (reading 'map')"
];

describe('plainDataError', () => {
	it('says in plain words that the data file is damaged, keeping the decoder’s words', () => {
		for (const raw of RAW) {
			const text = plainDataError(raw);
			expect(text).toMatch(/^The data file data\/papers.parquet could not be read: it is damaged/);
			expect(text).toContain('npm run etl');
			expect(text).toContain(raw);
		}
	});

	it('leaves a message that already says what happened as it is', () => {
		const missing = 'data/papers.parquet: HTTP 404 (run `npm run etl` to create it)';
		expect(plainDataError(missing)).toBe(missing);
		expect(plainDataError('Failed to fetch')).toBe('Failed to fetch');
		const once = plainDataError(RAW[0]);
		expect(plainDataError(once)).toBe(once);
	});
});

describe('looksDamaged', () => {
	it('tells a damaged file from other errors a query can meet', () => {
		expect(looksDamaged(RAW[0])).toBe(true);
		expect(looksDamaged(RAW[1])).toBe(true);
		expect(looksDamaged('Binder Error: column x not found')).toBe(false);
		expect(looksDamaged('Invalid Input Error: bad value')).toBe(false);
		expect(looksDamaged(plainDataError(RAW[0]))).toBe(false);
	});
});
