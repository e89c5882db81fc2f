import { describe, expect, it } from 'vitest';
import { codeOnly } from '../../../../src/lib/sql/code-only';

describe('codeOnly', () => {
	it('empties strings and drops comments, in reading order', () => {
		expect(codeOnly("SELECT '--', nextval('s') -- next\nFROM t")).toBe(
			"SELECT '', nextval('')  FROM t"
		);
		expect(codeOnly("SELECT 'it''s /*' AS a /* 'x' */, 1")).toBe("SELECT '' AS a  , 1");
	});
});
