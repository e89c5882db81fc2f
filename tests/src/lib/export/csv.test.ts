import { describe, expect, it } from 'vitest';
import { csvField, rowsToCsv } from '../../../../src/lib/export/csv';

describe('csvField', () => {
	it('leaves plain values bare', () => {
		expect(csvField('PPO')).toBe('PPO');
		expect(csvField(42)).toBe('42');
		expect(csvField(true)).toBe('true');
	});
	it('quotes commas, quotes and line breaks, doubling quotes', () => {
		expect(csvField('a,b')).toBe('"a,b"');
		expect(csvField('say "hi"')).toBe('"say ""hi"""');
		expect(csvField('line1\nline2')).toBe('"line1\nline2"');
		expect(csvField('cr\rhere')).toBe('"cr\rhere"');
	});
	it('writes null and undefined as empty fields', () => {
		expect(csvField(null)).toBe('');
		expect(csvField(undefined)).toBe('');
	});
	it('writes lists and structs as JSON, quoted', () => {
		expect(csvField(['PPO', 'GRPO'])).toBe('"[""PPO"",""GRPO""]"');
		expect(csvField({ name: 'x', v: 1 })).toBe('"{""name"":""x"",""v"":1}"');
	});
	it('keeps big integers exact', () => {
		expect(csvField(9007199254740993n)).toBe('9007199254740993');
		expect(csvField(12n)).toBe('12');
	});
});

describe('rowsToCsv', () => {
	it('writes a header and one CRLF line per row, in column order', () => {
		const csv = rowsToCsv(
			['b', 'a'],
			[
				{ a: 1, b: 'x' },
				{ a: 2, b: 'y,z' }
			]
		);
		expect(csv).toBe('b,a\r\nx,1\r\n"y,z",2\r\n');
	});
	it('writes only the header for no rows', () => {
		expect(rowsToCsv(['a'], [])).toBe('a\r\n');
	});
});
