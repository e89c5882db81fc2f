import { describe, expect, it } from 'vitest';
import { clip } from '../../../../src/lib/text/clip.ts';

describe('clip', () => {
	it('cuts long text with an ellipsis, leaves short text alone', () => {
		const text = clip('x'.repeat(500), 10);
		expect(text).toHaveLength(10);
		expect(text.endsWith('…')).toBe(true);
		expect(clip('short', 10)).toBe('short');
	});

	it('keeps one character when squeezed to nothing', () => {
		expect(clip('Behavior Cloning', 1)).toBe('B…');
		expect(clip('Behavior Cloning', -3)).toBe('B…');
	});
});
