import { describe, expect, it } from 'vitest';
import { foldName } from '../../../etl/extract/fold-name.ts';

describe('foldName', () => {
	it('folds case, spaces and punctuation, keeping letters, digits and pluses', () => {
		expect(foldName('Dr. GRPO')).toBe(foldName('dr grpo'));
		expect(foldName('MATH-500')).toBe('math500');
		expect(foldName('C++RL')).toBe('c++rl');
		expect(foldName('Nyström-2')).toBe('nyström2');
	});
});
