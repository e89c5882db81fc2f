import { describe, expect, it } from 'vitest';
import { includesAny } from '../../../etl/extract/text-guard.ts';

describe('includesAny', () => {
	it('finds any of the literals, case-sensitively', () => {
		expect(includesAny('the SWE-Gym suite', ['Bench', 'Gym'])).toBe(true);
		expect(includesAny('a gym', ['Bench', 'Gym'])).toBe(false);
		expect(includesAny('anything', [])).toBe(false);
	});
});
