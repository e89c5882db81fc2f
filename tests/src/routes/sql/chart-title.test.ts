import { describe, expect, it } from 'vitest';
import { chartTitle } from '../../../../src/routes/sql/chart-title';

describe('chartTitle', () => {
	it('reads the columns drawn, not the SQL', () => {
		expect(chartTitle({ x: 'b', y: 'n', color: null })).toBe('n by b');
	});
	it('turns underscores into spaces and names the colour column', () => {
		expect(chartTitle({ x: 'month', y: 'paper_count', color: 'algorithm' })).toBe(
			'paper count by month, per algorithm'
		);
	});
});
