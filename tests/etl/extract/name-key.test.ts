import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../etl/extract/name-key.ts';

describe('nameKey', () => {
	it('folds case, spaces and punctuation, keeping letters, digits and pluses', () => {
		expect(nameKey('Dr. GRPO')).toBe(nameKey('dr grpo'));
		expect(nameKey('MATH-500')).toBe('math500');
		expect(nameKey('C++RL')).toBe('c++rl');
		expect(nameKey('Nyström-2')).toBe('nyström2');
	});
});
