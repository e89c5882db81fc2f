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
		// A short name leaves room for its type beneath it.
		expect(columnWidth({ name: 'n', type: 'BIGINT', kind: 'number' }, ['7'])).toBe(6 * 7 + 40);
		expect(columnWidth(text, ['x'.repeat(500)])).toBe(260);
		expect(columnWidth({ name: 'abstract', type: 'VARCHAR', kind: 'text' }, [])).toBe(8 * 8 + 40);
	});

	it('fits numbers to their header or their longest value, whole up to 220 px', () => {
		const papers = { name: 'papers', type: 'BIGINT', kind: 'number' } as const;
		// A count takes its header's room, not more: the column beside a name fits on a phone.
		expect(columnWidth(papers, ['29', '3'])).toBe(6 * 8 + 40);
		// Fourteen digits are shown whole.
		expect(columnWidth(papers, ['12345678901234'])).toBe(14 * 9 + 24);
		expect(columnWidth(papers, ['1'.repeat(60)])).toBe(220);
	});

	it('gives dates their fixed width', () => {
		expect(columnWidth({ name: 'day', type: 'DATE', kind: 'date' }, [])).toBe(110);
	});
});
