import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCsv, rowsToCsv } from '../../../../src/lib/export/csv';

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
	it('neutralises text a spreadsheet would run as a formula (OWASP), quoted', () => {
		expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
		expect(csvField('+1+cmd|calc')).toBe('"\'+1+cmd|calc"');
		expect(csvField('-2+3')).toBe('"\'-2+3"');
		expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
		expect(csvField('\t=1')).toBe('"\'\t=1"');
		expect(csvField('\r=1')).toBe('"\'\r=1"');
	});
	it('leaves numbers, and text that is only a number, as they are', () => {
		expect(csvField(-3.5)).toBe('-3.5');
		expect(csvField('-3.5')).toBe('-3.5');
		expect(csvField('+12')).toBe('+12');
		expect(csvField('1e-3')).toBe('1e-3');
		expect(csvField('a=b')).toBe('a=b');
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

describe('neutraliseCsv', () => {
	it('neutralises formula cells of CSV written elsewhere, quoted or not, and nothing else', () => {
		const csv = 'title,n,note\r\n=cmd|calc,-3.5,"=SUM(A1)"\r\n"a, b",+1,"say ""hi"""\r\n@x,,-\r\n';
		expect(neutraliseCsv(csv)).toBe(
			`title,n,note\r\n"'=cmd|calc",-3.5,"'=SUM(A1)"\r\n"a, b",+1,"say ""hi"""\r\n"'@x",,"'-"\r\n`
		);
	});

	it('agrees with rowsToCsv on every cell', () => {
		const rows = [{ a: '=1+1', b: '-2', c: 'x,"y"', d: '\t=z' }];
		const plain = 'a,b,c,d\r\n=1+1,-2,"x,""y""",\t=z\r\n';
		expect(neutraliseCsv(plain)).toBe(rowsToCsv(['a', 'b', 'c', 'd'], rows));
	});
});
