import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../etl/bench/random.ts';
import { swapTitleWord } from '../../../etl/bench/vary-title.ts';

describe('swapTitleWord', () => {
	it('replaces one ordinary word of five letters or more, in its case', () => {
		const title = 'Robust Planning for GRPO in Games';
		const swapped = swapTitleWord(title, ['memory'], createRandom(1))!;
		expect(['Memory Planning for GRPO in Games', 'Robust Memory for GRPO in Games']).toContain(
			swapped
		);
		expect(swapTitleWord('robust planning', ['memory'], createRandom(2))).toMatch(
			/^(memory planning|robust memory)$/
		);
	});

	it('has nothing to swap in a title of short words and names', () => {
		expect(swapTitleWord('GRPO for LLMs', ['memory'], createRandom(1))).toBeNull();
	});
});
