import { describe, expect, it } from 'vitest';
import { boundedKnownBy } from '../../../../src/routes/trends/bounded-known-by.ts';

describe('boundedKnownBy', () => {
	it('says an interval only when every bounded paper has a last possible month too', () => {
		expect(boundedKnownBy(3, 3)).toBe(
			'3 more have no date but an interval (a first and a last possible month)'
		);
		expect(boundedKnownBy(1, 1)).toBe(
			'1 more has no date but an interval (a first and a last possible month)'
		);
	});

	it('says a first possible month, and how many have a last one too', () => {
		expect(boundedKnownBy(208, 3)).toBe(
			'208 more have no date but a first possible month (3 of them a last one too)'
		);
		expect(boundedKnownBy(1_208, 0)).toBe('1,208 more have no date but a first possible month');
		expect(boundedKnownBy(0, 0)).toBe('0 more have no date but a first possible month');
	});
});
