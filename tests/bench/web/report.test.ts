import { describe, expect, it } from 'vitest';
import { formatTable, median } from '../../../bench/web/report.ts';

describe('bench:web table', () => {
	it('takes the median of odd and even counts', () => {
		expect(median([5, 1, 3])).toBe(3);
		expect(median([4, 1, 3, 2])).toBe(2.5);
	});

	it('prints median and range per row, leaving out runs without a value', () => {
		const table = formatTable([
			{ label: 'first chart', values: [900, 400, 500], note: 'painted' },
			{ label: 'ratio', values: [1.234, NaN, 1.5], note: 'same run' },
			{ label: 'never measured', values: [NaN, NaN], note: 'x' }
		]);
		const [header, first, ratio, never] = table.trimEnd().split('\n');
		expect(header).toMatch(/^measure\s+median\s+range\s+note$/);
		expect(first).toMatch(/^first chart\s+500\s+400–900\s+painted$/);
		expect(ratio).toMatch(/^ratio\s+1\.37\s+1\.23–1\.50\s+same run$/);
		expect(never).toMatch(/^never measured\s+—\s+x$/);
	});
});
