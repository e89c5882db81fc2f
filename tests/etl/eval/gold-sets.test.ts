// The held-out score is honest only if no held-out paper is also a dev paper (which the domain
// model trains on and rules are written from). Only a count is printed: never a holdout title.
import { describe, expect, it } from 'vitest';
import { goldDigest, goldPath, readGold } from '../../../etl/eval/gold-sets.ts';
import { normaliseName } from '../../../etl/eval/score.ts';

describe('the gold sets', () => {
	it('share no paper, by id or by title', () => {
		const dev = readGold(goldPath('dev'));
		const devIds = new Set(dev.map((p) => p.id));
		const devTitles = new Set(dev.map((p) => normaliseName(p.title)));
		const shared = readGold(goldPath('holdout')).filter(
			(p) => devIds.has(p.id) || devTitles.has(normaliseName(p.title))
		).length;
		expect(shared).toBe(0);
	});

	it('are told apart by their digest', () => {
		expect(goldDigest(goldPath('dev'))).toMatch(/^[0-9a-f]{64}$/);
		expect(goldDigest(goldPath('dev'))).not.toBe(goldDigest(goldPath('holdout')));
	});
});
