import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../../pieced-texts.ts';
import { collapseWhitespace } from '../../../../etl/parse/arxiv/record-fields.ts';

describe('collapseWhitespace', () => {
	it('leaves one space between words and none at the ends', () => {
		expect(collapseWhitespace(' Deep\n  RL\tfor\u00a0robots \r\n')).toBe('Deep RL for robots');
		expect(collapseWhitespace('one space stays')).toBe('one space stays');
		expect(collapseWhitespace(' \n\t ')).toBe('');
	});

	it('does what replacing every run of \\s by one space does', () => {
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
		for (const text of piecedTexts(pieces, { count: 2000, maxPieces: 14, seed: 5 })) {
			expect(collapseWhitespace(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
		}
	});
});
