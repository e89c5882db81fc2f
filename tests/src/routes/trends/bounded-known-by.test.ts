import { describe, expect, it } from 'vitest';
import { boundedKnownBy } from '../../../../src/routes/trends/bounded-known-by.ts';

describe('boundedKnownBy', () => {
	it('says an interval only when every bounded paper has a last possible month too', () => {
		expect(boundedKnownBy(3, 3)).toBe(
			'3 more are known only by an interval (a first and a last possible month)'
		);
		expect(boundedKnownBy(1, 1)).toBe(
			'1 more is known only by an interval (a first and a last possible month)'
		);
	});

	it('says a first possible month, and how many have a last one too', () => {
		expect(boundedKnownBy(208, 3)).toBe(
			'208 more are known only by a first possible month (and for 3 of them a last one too)'
		);
		expect(boundedKnownBy(1_208, 0)).toBe('1,208 more are known only by a first possible month');
		expect(boundedKnownBy(0, 0)).toBe('0 more are known only by a first possible month');
	});
});
