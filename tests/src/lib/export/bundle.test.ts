import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBundle } from '../../../../src/lib/export/bundle';

describe('zipBundle', () => {
	it('holds the SVG, PNG, CSV, SQL and what the figure says under the base name', () => {
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
		const zip = zipBundle({
			baseName: 'fig_2025-06-01',
			svg: '<svg/>',
			png,
			csv: 'a\r\n1\r\n',
			sql: 'SELECT 1;',
			about: 'Top algorithms\n\nn = 3 papers · all papers'
		});
		const files = unzipSync(zip);
		expect(Object.keys(files).sort()).toEqual([
			'fig_2025-06-01.csv',
			'fig_2025-06-01.png',
			'fig_2025-06-01.sql',
			'fig_2025-06-01.svg',
			'fig_2025-06-01.txt'
		]);
		expect(strFromU8(files['fig_2025-06-01.svg'])).toBe('<svg/>');
		expect(Array.from(files['fig_2025-06-01.png'])).toEqual(Array.from(png));
		expect(strFromU8(files['fig_2025-06-01.sql'])).toBe('SELECT 1;\n');
		expect(strFromU8(files['fig_2025-06-01.txt'])).toBe(
			'Top algorithms\n\nn = 3 papers · all papers\n'
		);
	});
});
