import { describe, expect, it } from 'vitest';
import { lonePoints } from '../../../../src/routes/sql/lone-points';

describe('lonePoints', () => {
	it('finds a series of one row', () => {
		const rows = [
			{ x: 1, y: 5, c: 'A' },
			{ x: 1, y: 2, c: 'B' },
			{ x: 2, y: 6, c: 'A' }
		];
		expect(lonePoints(rows, 'x', 'y', 'c')).toEqual([{ x: 1, y: 2, c: 'B' }]);
	});
	it('groups series as Plot does: rows coloured by one date are one series', () => {
		const day = (d: string) => new Date(`2025-01-0${d}`);
		const rows = [
			{ x: 1, y: 5, c: day('1') },
			{ x: 2, y: 6, c: day('1') },
			{ x: 1, y: 2, c: day('2') }
		];
		expect(lonePoints(rows, 'x', 'y', 'c')).toEqual([rows[2]]);
	});
	it('finds a row between missing values, and none where neighbours join', () => {
		const rows = [
			{ x: 1, y: 1 },
			{ x: 2, y: null },
			{ x: 3, y: 4 },
			{ x: 4, y: Number.NaN },
			{ x: 5, y: 2 },
			{ x: 6, y: 3 }
		];
		expect(lonePoints(rows, 'x', 'y', null).map((r) => r.x)).toEqual([1, 3]);
	});
	it('finds nothing in a line without gaps', () => {
		expect(
			lonePoints(
				[
					{ x: 1, y: 1 },
					{ x: 2, y: 2 }
				],
				'x',
				'y',
				null
			)
		).toEqual([]);
	});
	it('takes a row whose x is missing for a gap: Plot draws no point there', () => {
		const rows = [
			{ x: null, y: 1 },
			{ x: 2, y: 2 },
			{ x: null, y: 3 },
			{ x: new Date(Number.NaN), y: 4 }
		];
		expect(lonePoints(rows, 'x', 'y', null)).toEqual([{ x: 2, y: 2 }]);
	});
});
