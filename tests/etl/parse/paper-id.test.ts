import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseTitle, paperId } from '../../../etl/parse/paper-id.ts';

describe('paperId', () => {
	it('ignores case, punctuation and spacing', () => {
		expect(normaliseTitle('  DeepSeek-R1: Incentivizing  Reasoning! ')).toBe(
			'deepseek r1 incentivizing reasoning'
		);
		expect(paperId('DeepSeek-R1: Incentivizing')).toBe(paperId('deepseek r1 -- incentivizing'));
		expect(paperId('A')).not.toBe(paperId('B'));
		expect(paperId('x')).toMatch(/^[0-9a-f]{12}$/);
	});

	it('reproduces the ids of the hand-annotated papers', () => {
		// Seed papers carry the title-hash id; arXiv papers their arXiv id.
		const gold = readFileSync(join(import.meta.dirname, '../../fixtures/gold/dev.jsonl'), 'utf8')
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line) as { id: string; title: string })
			.filter((paper) => /^[0-9a-f]{12}$/.test(paper.id));
		expect(gold.length).toBeGreaterThanOrEqual(40);
		for (const paper of gold) expect(paperId(paper.title)).toBe(paper.id);
	});
});
