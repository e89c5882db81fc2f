import { describe, expect, it } from 'vitest';
import { columnWidth } from '../../../../src/routes/sql/cell-format';

const text = { name: 'algorithm', type: 'VARCHAR', kind: 'text' } as const;

describe('columnWidth', () => {
	it('fits a text column to its longest value, not a fixed 260 px', () => {
		expect(columnWidth(text, ['PPO', 'GRPO', 'Policy Gradient'])).toBe(
			Math.max(9 * 8 + 40, Math.ceil(15 * 7.5) + 24)
		);
		expect(columnWidth(text, ['PPO', 'GRPO', 'Policy Gradient'])).toBeLessThan(160);
	});

	it('keeps room for the header, and stops at the kind’s width for long values', () => {
		expect(columnWidth(text, ['a'])).toBe(9 * 8 + 40);
		expect(columnWidth(text, ['x'.repeat(500)])).toBe(260);
		expect(columnWidth({ name: 'abstract', type: 'VARCHAR', kind: 'text' }, [])).toBe(8 * 8 + 40);
	});

	it('gives numbers and dates their fixed widths', () => {
		expect(columnWidth({ name: 'papers', type: 'BIGINT', kind: 'number' }, ['1'])).toBe(110);
		expect(columnWidth({ name: 'day', type: 'DATE', kind: 'date' }, [])).toBe(110);
	});
});
