import { describe, expect, it } from 'vitest';
import { countLabelRoom } from '../../../../src/lib/charts/label-room.ts';

describe('countLabelRoom', () => {
	it('grows with the widest count as written, separators included', () => {
		expect(countLabelRoom([7, 42])).toBe(16 + 2 * 7);
		expect(countLabelRoom([127_206, 9])).toBe(16 + 7 * 7);
		expect(countLabelRoom([])).toBe(16 + 7);
	});
});
