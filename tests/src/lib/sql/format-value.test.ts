import { tableFromJSON } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { formatCell, formatDateCell } from '../../../../src/lib/sql/format-value';

describe('formatCell', () => {
	it('shows lists and structs readably', () => {
		expect(formatCell(['PPO', 'GRPO'])).toBe("['PPO', 'GRPO']");
		expect(formatCell([{ name: 'Qwen2.5-7B', params_b: 7, family: null }])).toBe(
			"[{name: 'Qwen2.5-7B', params_b: 7, family: NULL}]"
		);
	});
	it('shows Arrow structs like plain ones', () => {
		const table = tableFromJSON([{ s: { a: 1, b: 'x' } }]);
		expect(formatCell(table.get(0)?.s)).toBe("{a: 1, b: 'x'}");
	});
	it('shows a top-level null as empty and BigInt exactly', () => {
		expect(formatCell(null)).toBe('');
		expect(formatCell(12345678901234567890n)).toBe('12345678901234567890');
	});
	it('cuts long text with an ellipsis', () => {
		const text = formatCell('x'.repeat(500), 10);
		expect(text).toHaveLength(10);
		expect(text.endsWith('…')).toBe(true);
	});
});

describe('formatDateCell', () => {
	it('shows epoch milliseconds as a date or a timestamp', () => {
		expect(formatDateCell(Date.UTC(2025, 0, 2), false)).toBe('2025-01-02');
		expect(formatDateCell(Date.UTC(2025, 0, 2, 3, 4, 5), true)).toBe('2025-01-02 03:04:05');
		expect(formatDateCell(null, false)).toBe('');
	});
});
