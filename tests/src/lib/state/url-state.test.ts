import { describe, expect, it } from 'vitest';
import { describeFilters, emptyFilters, isEmpty } from '../../../../src/lib/queries/filters.ts';
import { filtersFromParams, writeFilters } from '../../../../src/lib/state/url-state.ts';

describe('url state', () => {
	it('reads and writes the name filter as repeated keys, beside the others', () => {
		const params = new URLSearchParams('name=GSPO&name=Odd%26Name&algorithm=PPO&tab=x&name=');
		const f = filtersFromParams(params);
		expect(f.name).toEqual(['GSPO', 'Odd&Name']);
		expect(f.algorithm).toEqual(['PPO']);
		expect(isEmpty(f)).toBe(false);
		expect(isEmpty({ ...emptyFilters(), name: ['GSPO'] })).toBe(false);
		expect(describeFilters(f)).toBe('algorithm PPO · naming GSPO or Odd&Name');
		const written = writeFilters(params, { ...f, name: ['GSPO'] });
		expect(written.getAll('name')).toEqual(['GSPO']);
		expect(written.get('tab')).toBe('x');
		expect(filtersFromParams(writeFilters(new URLSearchParams(), f))).toEqual(f);
	});

	it('reads a size band as the app writes it, a hand-typed hyphen too, and drops one it does not know', () => {
		const f = filtersFromParams(
			new URLSearchParams(
				'size=4-10B&size=%E2%89%A5100B&size=%3E%3D100B&size=bogus&size=1%E2%80%934B'
			)
		);
		expect(f.size).toEqual(['4–10B', '≥100B', '1–4B']);
		expect(filtersFromParams(new URLSearchParams('size=bogus')).size).toEqual([]);
		expect(
			filtersFromParams(new URLSearchParams('size=%3E%3D+100B&size=4-10b&size=1%E2%80%944+B')).size
		).toEqual(['≥100B', '4–10B', '1–4B']);
	});

	it('keeps the option to include bounded papers in the URL, off unless it says 1', () => {
		const on = filtersFromParams(new URLSearchParams('from=2025-01-01&bounded=1'));
		expect(on.bounded).toBe(true);
		expect(filtersFromParams(new URLSearchParams('from=2025-01-01&bounded=yes')).bounded).toBe(
			false
		);
		expect(
			writeFilters(new URLSearchParams('bounded=1&tab=x'), emptyFilters()).get('bounded')
		).toBe(null);
		expect(filtersFromParams(writeFilters(new URLSearchParams(), on))).toEqual(on);
		expect(describeFilters(on)).toBe(
			'published 2025-01-01 to … (or undated, with a date interval known to the month overlapping 2025-01 or later)'
		);
	});

	it('reads a day that does not exist as no date filter, a real one as it is', () => {
		for (const bad of ['2025-02-30', '2025-13-45', '2025-00-10', '2025-2-3', 'yesterday'])
			expect(filtersFromParams(new URLSearchParams(`from=${bad}&to=${bad}`)), bad).toMatchObject({
				from: null,
				to: null
			});
		expect(filtersFromParams(new URLSearchParams('from=2024-02-29&to=2025-12-31'))).toMatchObject({
			from: '2024-02-29',
			to: '2025-12-31'
		});
	});
});
