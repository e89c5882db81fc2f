import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from '../../../../etl/parse/arxiv/record-fields.ts';

describe('collapseWhitespace', () => {
	it('leaves one space between words and none at the ends', () => {
		expect(collapseWhitespace(' Deep\n  RL\tfor\u00a0robots \r\n')).toBe('Deep RL for robots');
		expect(collapseWhitespace('one space stays')).toBe('one space stays');
		expect(collapseWhitespace(' \n\t ')).toBe('');
	});

	it('does what replacing every run of \\s by one space does', () => {
		let state = 5;
		const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		const pieces = [
			'a',
			'Bc',
			' ',
			' ',
			'\n',
			'\t',
			'\r',
			'\u00a0',
			'\u2028',
			'\u3000',
			'\ufeff',
			'-'
		];
		for (let round = 0; round < 2000; round++) {
			const text = Array.from(
				{ length: Math.floor(random() * 14) },
				() => pieces[Math.floor(random() * pieces.length)]
			).join('');
			expect(collapseWhitespace(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
		}
	});
});
