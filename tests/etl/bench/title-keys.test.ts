import { describe, expect, it } from 'vitest';
import { TitleKeys } from '../../../etl/bench/title-keys.ts';

describe('TitleKeys', () => {
	it('tells titles apart as the ETL does: case and punctuation do not count', () => {
		const keys = new TitleKeys();
		expect(keys.add('Policy Gradients: A Survey')).toBe(true);
		expect(keys.add('policy gradients — a survey')).toBe(false);
		expect(keys.add('Policy Gradients: A Second Survey')).toBe(true);
		expect(keys.size).toBe(2);
	});

	it('keeps every title as it grows past its first table', () => {
		const keys = new TitleKeys();
		const titles = Array.from({ length: 200_000 }, (_, i) => `Paper number ${i}`);
		const added = titles.filter((title) => keys.add(title)).length;
		// 32-bit hashes: among 200,000 titles a few may share one, never more than a handful.
		expect(added).toBeGreaterThan(titles.length - 10);
		expect(titles.every((title) => !keys.add(title))).toBe(true);
	});
});
