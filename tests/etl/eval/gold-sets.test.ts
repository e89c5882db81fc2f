// The held-out score is honest only if no held-out paper is also a dev paper (which the domain
// model trains on and rules are written from). Only a count is printed: never a holdout title.
import { describe, expect, it } from 'vitest';
import {
	DOMAIN_ONLY_SETS,
	GOLD_SETS,
	goldDigest,
	goldPath,
	readGold,
	sharedPapers,
	UNREAD_SETS
} from '../../../etl/eval/gold-sets.ts';

describe('the gold sets', () => {
	it('share no paper: no held-out paper is in dev or in another unread set', () => {
		const dev = readGold(goldPath('dev'));
		const heldOut = GOLD_SETS.filter((set) => set !== 'dev');
		expect(heldOut).toEqual(['holdout', 'holdout-broad']);
		for (const set of heldOut) {
			const papers = readGold(goldPath(set));
			expect(sharedPapers(papers, dev)).toBe(0);
			// (The two domains-only files are one set of papers annotated twice: not compared.)
			for (const other of UNREAD_SETS.filter((o) => o !== set))
				expect(sharedPapers(papers, readGold(goldPath(other)))).toBe(0);
		}
	});

	it('keep the misses of every held-out and domains-only set unread', () => {
		expect(UNREAD_SETS).toEqual(['holdout', 'holdout-broad', ...DOMAIN_ONLY_SETS]);
	});

	it('count a paper as shared by id, or by its title or abstract however cased and punctuated', () => {
		const paper = (id: string, title: string, abstract = '') =>
			({ id, title, abstract }) as Parameters<typeof sharedPapers>[0][number];
		const set = [paper('1', 'Deep RL: A Study'), paper('2', 'Other', 'We train agents.')];
		expect(sharedPapers([paper('9', 'deep rl — a study'), paper('2', 'New')], set)).toBe(2);
		expect(sharedPapers([paper('9', 'Deep RL, a second study')], set)).toBe(0);
		// An edited id and title still leave the abstract; an empty abstract matches nothing.
		expect(sharedPapers([paper('x-1', 'Other, revisited', 'We train AGENTS')], set)).toBe(1);
		expect(sharedPapers([paper('x-2', 'Third')], set)).toBe(0);
	});

	it('are told apart by their digest', () => {
		expect(goldDigest(goldPath('dev'))).toMatch(/^[0-9a-f]{64}$/);
		expect(goldDigest(goldPath('dev'))).not.toBe(goldDigest(goldPath('holdout')));
	});
});
