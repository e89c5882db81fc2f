import { describe, expect, it } from 'vitest';
import {
	exportFileName,
	exportStem,
	isoDate,
	queryName,
	slugify
} from '../../../../src/lib/export/file-name';

describe('slugify', () => {
	it('keeps ASCII words joined by dashes', () => {
		expect(slugify('Top 10 Algorithms (2025)!')).toBe('top-10-algorithms-2025');
		expect(slugify('Évaluation — RLHF')).toBe('evaluation-rlhf');
	});
	it('cuts at a word boundary and never returns empty', () => {
		expect(slugify('alpha beta gamma delta', 12)).toBe('alpha-beta');
		expect(slugify('???')).toBe('untitled');
	});
});

describe('queryName', () => {
	it('uses the leading comment when there is one', () => {
		expect(queryName('-- Share of GRPO per month\nSELECT 1')).toBe('share-of-grpo-per-month');
	});
	it('else uses the telling words of the SQL, without strings', () => {
		expect(queryName("SELECT algorithm, count(*) FROM papers WHERE x = 'secret'")).toBe(
			'query-algorithm-count-papers-where-x'
		);
	});
});

describe('exportFileName', () => {
	it('joins the name, the local date and the extension', () => {
		expect(exportFileName('Top algorithms', 'CSV', new Date(2025, 5, 1))).toBe(
			'top-algorithms_2025-06-01.csv'
		);
		expect(isoDate(new Date(2024, 11, 31))).toBe('2024-12-31');
	});
	it('refuses an extension that is not a word', () => {
		expect(() => exportFileName('x', '../sh')).toThrow(/\.\.\/sh/);
	});
});

describe('exportStem', () => {
	it('names a filtered view after its filters too, so two exports do not collide', () => {
		const day = new Date(2026, 10, 28);
		expect(exportStem('Top algorithms', null, day)).toBe('top-algorithms_2026-11-28');
		expect(exportStem('Top algorithms', 'algorithm PPO · published 2025-01-01 to …', day)).toBe(
			'top-algorithms_algorithm-ppo-published-2025-01-01-to_2026-11-28'
		);
		expect(exportFileName('Top algorithms', 'svg', day, 'benchmark MATH')).toBe(
			'top-algorithms_benchmark-math_2026-11-28.svg'
		);
	});
	it('names a size or theme other than the first, so a dark copy does not replace the light one', () => {
		const day = new Date(2026, 10, 28);
		expect(exportFileName('Domains', 'png', day, null, 'paper-column dark')).toBe(
			'domains_paper-column-dark_2026-11-28.png'
		);
		expect(exportStem('Domains', 'algorithm PPO', day, 'dark')).toBe(
			'domains_algorithm-ppo_dark_2026-11-28'
		);
	});
});
