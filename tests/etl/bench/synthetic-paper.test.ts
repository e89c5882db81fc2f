import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../etl/bench/random.ts';
import { buildSeedPool, writableBy } from '../../../etl/bench/seed-pool.ts';
import { coinedName, syntheticPaper } from '../../../etl/bench/synthetic-paper.ts';
import { SEED_TEXTS } from './seed-texts.ts';

describe('coinedName', () => {
	it('gives distinct names to distinct indexes', () => {
		const names = Array.from({ length: 50_000 }, (_, i) => coinedName(i * 811));
		expect(new Set(names).size).toBe(names.length);
		expect(coinedName(1)).toMatch(/^[A-Z][a-z]{7}$/);
		expect(() => coinedName(-1)).toThrow('coinedName: index out of range: -1');
	});
});

describe('buildSeedPool', () => {
	const pool = buildSeedPool(SEED_TEXTS);

	it('collects titles and sentences from every seed capture', () => {
		expect(pool.titleTails.length).toBeGreaterThan(400);
		expect(pool.openings.length).toBeGreaterThan(400);
		expect(pool.middles.length).toBeGreaterThan(2000);
		expect(pool.organizations).toContain('Alibaba-NLP Alibaba-NLP');
		expect(pool.titleTails.some((t) => t.text.startsWith('Subscribe'))).toBe(false);
	});

	it('dates sentences by the artifacts they name and sorts by that date', () => {
		const grpo = pool.middles.find((s) => /\bGRPO\b/.test(s.text));
		expect(grpo!.since >= '2024-02').toBe(true);
		const months = pool.middles.map((s) => s.since);
		expect(months).toEqual([...months].sort());
		expect(writableBy(pool.middles, '2018-01')).toBeLessThan(writableBy(pool.middles, '2026-01'));
		expect(writableBy(pool.middles, '9999-12')).toBe(pool.middles.length);
	});

	it('rejects seed texts with nothing to recombine', () => {
		expect(() => buildSeedPool(['short\n\nlines'])).toThrow(/seed texts hold no titleTails/);
	});

	it('writes a 2019 paper only from sentences that could exist in 2019', () => {
		const paper = syntheticPaper(7, '2019-06', pool, createRandom(1));
		expect(paper.abstract).toMatch(/We introduce [A-Z]/);
		expect(paper.abstract).not.toMatch(/\b(GRPO|DPO|DeepSeek-R1|Qwen|GPT-4)\b/);
	});
});
