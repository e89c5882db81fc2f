import { tableFromArrays, tableFromJSON } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { toPlain } from '../../../../src/lib/db/plain-value.ts';

describe('toPlain', () => {
	it('turns dates into ISO strings and non-finite numbers into text', () => {
		expect(toPlain(new Date('2025-01-02T00:00:00Z'))).toBe('2025-01-02T00:00:00.000Z');
		expect(toPlain(Number.NaN)).toBe('NaN');
	});
	it('turns typed arrays into arrays', () => {
		expect(toPlain(new Float64Array([1.5, 2]))).toEqual([1.5, 2]);
	});
	it('reads Arrow struct rows and list vectors', () => {
		const table = tableFromJSON([{ s: { name: 'PPO', n: 3 } }]);
		expect(toPlain(table.get(0)?.s)).toEqual({ name: 'PPO', n: 3 });
		const lists = tableFromArrays({ x: new Int32Array([7, 8]) });
		expect(toPlain(lists.getChild('x'))).toEqual([7, 8]);
	});
});
