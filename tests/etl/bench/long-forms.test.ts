import { describe, expect, it } from 'vitest';
import { longFormBefore, sameCase } from '../../../etl/bench/long-forms.ts';

function spelled(text: string, acronym: string): string[] | null {
	const words = longFormBefore(text, text.indexOf(`(${acronym}`), acronym);
	return words && words.map((w) => text.slice(w.start, w.end));
}

describe('longFormBefore', () => {
	it('finds the words whose initials spell the acronym, across line breaks and hyphens', () => {
		expect(spelled('the Hashed Fractal\nKey Recovery (HFKR) problem', 'HFKR')).toEqual([
			'Hashed',
			'Fractal',
			'Key',
			'Recovery'
		]);
		expect(spelled('via Self-Supervised Learning (SSL).', 'SSL')).toEqual([
			'Self',
			'Supervised',
			'Learning'
		]);
		expect(spelled('a large language model (LLM)', 'LLM')).toEqual(['large', 'language', 'model']);
	});

	it('finds nothing when the words before do not spell it', () => {
		expect(spelled('robot-assisted minimally invasive surgery (RMIS)', 'RMIS')).toBeNull();
		expect(spelled('we use it (HFKR) here', 'HFKR')).toBeNull();
		expect(longFormBefore('Key Recovery KR', 13, 'KR')).toBeNull();
	});
});

describe('sameCase', () => {
	it('writes a replacement word in the case of the word it replaces', () => {
		expect(sameCase('Policy', 'graph')).toBe('Graph');
		expect(sameCase('policy', 'Graph')).toBe('graph');
	});
});
