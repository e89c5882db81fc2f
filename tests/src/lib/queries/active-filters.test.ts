import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '../../../../src/lib/queries/active-filters.ts';
import { emptyFilters, isEmpty } from '../../../../src/lib/queries/filters.ts';

describe('activeFilterCount', () => {
	it('is 0 exactly when no filter is on', () => {
		expect(activeFilterCount(emptyFilters())).toBe(0);
		expect(activeFilterCount({ ...emptyFilters(), q: '   ' })).toBe(0);
		expect(isEmpty({ ...emptyFilters(), q: '   ' })).toBe(true);
	});

	it('counts every chosen value, the date range once and the search', () => {
		const f = {
			...emptyFilters(),
			algorithm: ['PPO', 'GRPO'],
			benchmark: ['MATH'],
			size: ['7B–13B'],
			name: ['VeriFree'],
			from: '2024-01-01',
			to: '2024-06-30',
			q: 'reward'
		};
		expect(activeFilterCount(f)).toBe(2 + 1 + 1 + 1 + 1 + 1);
		expect(activeFilterCount({ ...emptyFilters(), to: '2024-06-30' })).toBe(1);
	});
});
