import { describe, expect, it } from 'vitest';
import { showBidiControls } from '../../../../src/lib/text/bidi';

describe('showBidiControls', () => {
	it('shows overrides, embeddings, isolates and marks as tags, so nothing reorders', () => {
		expect(showBidiControls('Safe\u202Egnp.exe')).toBe('Safe[RLO]gnp.exe');
		expect(showBidiControls('\u2067x\u2069 \u200F\u202A\u202C')).toBe(
			'[RLI]x[PDI] [RLM][LRE][PDF]'
		);
	});

	it('leaves right-to-left text itself alone', () => {
		expect(showBidiControls('تعلم معزز (RL)')).toBe('تعلم معزز (RL)');
		expect(showBidiControls('plain')).toBe('plain');
	});
});
