import { describe, expect, it } from 'vitest';
import { monthSpan } from '../../../../src/lib/text/month-span.ts';

describe('monthSpan', () => {
	it('says the months a day range covers, once when it lies in one', () => {
		expect(monthSpan('2025-03-10', '2025-03-20')).toBe('2025-03');
		expect(monthSpan('2025-03-31', '2025-05-01')).toBe('2025-03 to 2025-05');
	});

	it('says an open end as such', () => {
		expect(monthSpan('2025-03-10', null)).toBe('2025-03 or later');
		expect(monthSpan(null, '2025-05-02')).toBe('2025-05 or earlier');
		expect(monthSpan(null, null)).toBe('');
	});
});
