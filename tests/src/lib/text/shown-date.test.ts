import { describe, expect, it } from 'vitest';
import { shownDate } from '../../../../src/lib/text/shown-date.ts';

describe('shownDate', () => {
	it('shows the month of an arXiv id as a month, any other date as the day it is', () => {
		expect(shownDate('2025-06-01', 'arxiv-id')).toBe('2025-06');
		expect(shownDate('2025-06-01', 'arxiv')).toBe('2025-06-01');
		expect(shownDate('2025-06-14', 'listing')).toBe('2025-06-14');
		expect(shownDate('2025-06-14', null)).toBe('2025-06-14');
	});
});
