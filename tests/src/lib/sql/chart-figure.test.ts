import { describe, expect, it } from 'vitest';
import { suggestSpec } from '../../../../src/lib/sql/chart-figure';
import type { ResultColumn } from '../../../../src/lib/sql/result-columns';

const col = (name: string, kind: ResultColumn['kind']): ResultColumn => ({
	name,
	kind,
	type: kind
});

describe('suggestSpec', () => {
	it('draws a line over time, coloured by a label', () => {
		expect(
			suggestSpec([col('month', 'date'), col('algorithm', 'text'), col('share', 'number')])
		).toEqual({
			mark: 'line',
			x: 'month',
			y: 'share',
			color: 'algorithm'
		});
	});
	it('draws bars of a number per label', () => {
		expect(suggestSpec([col('algorithm', 'text'), col('papers', 'number')])).toEqual({
			mark: 'bar',
			x: 'algorithm',
			y: 'papers',
			color: null
		});
	});
	it('needs two columns', () => {
		expect(suggestSpec([col('n', 'number')])).toBeNull();
	});
});
