import { describe, expect, it } from 'vitest';
import { shareHash, shareUrl, sqlFromHash } from '../../../../src/lib/sql/share-link';

describe('share links', () => {
	const sql =
		"SELECT a, count(*) FROM papers, unnest(algorithms) t(a)\nWHERE title LIKE '%#1 & more%' GROUP BY a;";
	it('round-trips any SQL through the fragment', () => {
		expect(sqlFromHash(shareHash(sql))).toBe(sql);
		const url = new URL(shareUrl('https://example.org/sql?x=1', sql));
		expect(url.pathname).toBe('/sql');
		expect(sqlFromHash(url.hash)).toBe(sql);
	});
	it("leaves out the views' filters the console keeps in its address", () => {
		const url = new URL(shareUrl('https://example.org/sql?algorithm=GRPO&from=2025-01-01', sql));
		expect(url.search).toBe('');
		expect(url.origin + url.pathname).toBe('https://example.org/sql');
	});
	it('returns null without an sql key or with broken escapes', () => {
		expect(sqlFromHash('')).toBeNull();
		expect(sqlFromHash('#other=1')).toBeNull();
		expect(sqlFromHash('#sql=%E0%A4%A')).toBeNull();
	});
});
