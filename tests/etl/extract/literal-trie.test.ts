import { describe, expect, it } from 'vitest';
import { LiteralTrie, type TrieEntry } from '../../../etl/extract/literal-trie.ts';

const entries: TrieEntry[] = [
	{ scan: 0, literal: 'ppo' },
	{ scan: 0, literal: 'ppo-clip' },
	{ scan: 1, literal: 'ppo' },
	{ scan: 1, literal: 'p' },
	{ scan: 0, literal: 'τ-bench' },
	{ scan: 0, literal: '' }
];

const walk = (trie: LiteralTrie<TrieEntry>, text: string, start: number) => {
	const out: TrieEntry[][] = [];
	const count = trie.walk(text, start, out);
	return out.slice(0, count).map((group) => group.map((e) => `${e.scan}:${e.literal}`));
};

describe('LiteralTrie', () => {
	const trie = new LiteralTrie(entries);

	it('gives every name that starts at a position, longest first, one group per length', () => {
		expect(walk(trie, 'use ppo-clip', 4)).toEqual([['0:ppo-clip'], ['0:ppo', '1:ppo'], ['1:p']]);
		expect(walk(trie, 'ppo-cli', 0)).toEqual([['0:ppo', '1:ppo'], ['1:p']]);
	});

	it('stops at a unit no name holds, and at the end of the text', () => {
		expect(walk(trie, 'xppo', 0)).toEqual([]);
		expect(walk(trie, 'pp', 0)).toEqual([['1:p']]);
		expect(walk(trie, 'τ-bench', 0)).toEqual([['0:τ-bench']]);
		expect(walk(trie, 'τ-benc', 0)).toEqual([]);
	});

	it('knows no name in an empty trie', () => {
		expect(walk(new LiteralTrie([]), 'ppo', 0)).toEqual([]);
		expect(new LiteralTrie([]).startsWith('p'.charCodeAt(0))).toBe(false);
	});

	it('tells the units a name starts with from the others', () => {
		const starts = [...'pτbx- '].filter((unit) => trie.startsWith(unit.charCodeAt(0)));
		expect(starts).toEqual(['p', 'τ']);
		// Exactly where a walk finds something.
		for (const text of ['ppo', 'bench', 'τ-bench', 'xp', '-ppo'])
			expect(trie.startsWith(text.charCodeAt(0)), text).toBe(walk(trie, text, 0).length > 0);
	});
});
