import { describe, expect, it } from 'vitest';
import { TYPING_PAUSE_MS, TypingBout } from '../../../../src/lib/state/typing-bout.ts';

describe('TypingBout', () => {
	it('continues a bout: the same control, within the pause, from where its last change led', () => {
		const bout = new TypingBout();
		expect(bout.continues('to', 0, '/?a=1')).toBe(false); // the first key adds an entry
		bout.record('to', 0, '/?to=0002-06-30');
		expect(bout.continues('to', 200, '/?to=0002-06-30')).toBe(true);
		bout.record('to', 200, '/?to=0020-06-30');
		expect(bout.continues('to', 200 + TYPING_PAUSE_MS, '/?to=0020-06-30')).toBe(true);
	});

	it('starts a new one after a pause, in another control, or after another navigation', () => {
		const bout = new TypingBout();
		bout.record('to', 0, '/?to=2025-06-30');
		expect(bout.continues('to', TYPING_PAUSE_MS + 1, '/?to=2025-06-30')).toBe(false);
		expect(bout.continues('from', 100, '/?to=2025-06-30')).toBe(false);
		expect(bout.continues('to', 100, '/?to=2025-06-30&algorithm=PPO')).toBe(false);
	});
});
