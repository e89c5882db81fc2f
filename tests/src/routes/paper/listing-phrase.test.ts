import { describe, expect, it } from 'vitest';
import { listingPhrase } from '../../../../src/routes/paper/listing-phrase';

describe('listingPhrase', () => {
	it('gives the capture by its date, or says it has none and names its file', () => {
		expect(listingPhrase({ file: '004_cbd9.txt', rank: 42, captured: '2026-04-05' })).toBe(
			'#42 in the capture of 2026-04-05'
		);
		expect(listingPhrase({ file: 'june.txt', rank: 3, captured: null })).toBe(
			'#3 in an undated capture (june.txt)'
		);
	});
});
