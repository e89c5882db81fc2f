import { describe, expect, it } from 'vitest';
import { firstVersionDate, toIsoDate } from '../../../../etl/parse/arxiv/record-date.ts';

describe('toIsoDate', () => {
	it.each([
		['Mon, 2 Apr 2007 19:18:42 GMT', '2007-04-02'],
		['2 Apr 2007', '2007-04-02'],
		['Sun, 31 Dec 2023 23:59:59 GMT', '2023-12-31'],
		['2025-01-22', '2025-01-22'],
		['2025-01-22T23:30:00-05:00', '2025-01-22'],
		['2025/1/5', '2025-01-05'],
		['2025-03', '2025-03-01']
	])('%s → %s', (text, iso) => expect(toIsoDate(text)).toBe(iso));

	it.each(['2025-02-30', '2025-13-01', 'soon', '', '1850-01-01', '31 Foo 2020'])(
		'%s is not a date',
		(text) => expect(toIsoDate(text)).toBeNull()
	);

	it('is null for non-strings', () => {
		expect(toIsoDate(20250122)).toBeNull();
		expect(toIsoDate(null)).toBeNull();
	});
});

describe('firstVersionDate', () => {
	it('takes v1 even when listed last', () => {
		const versions = [
			{ version: 'v2', created: 'Tue, 24 Jul 2007 20:10:27 GMT' },
			{ version: 'v1', created: 'Mon, 2 Apr 2007 19:18:42 GMT' }
		];
		expect(firstVersionDate(versions)).toBe('2007-04-02');
	});

	it('takes the earliest date when no entry is named v1', () => {
		const versions = [{ created: '2021-06-03' }, { created: '2021-05-30' }, { created: 'x' }];
		expect(firstVersionDate(versions)).toBe('2021-05-30');
	});

	it('is null without usable versions', () => {
		expect(firstVersionDate(undefined)).toBeNull();
		expect(firstVersionDate([{ version: 'v1' }, null])).toBeNull();
	});
});
