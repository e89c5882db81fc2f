import { describe, expect, it } from 'vitest';
import {
	compileLiteralScan,
	createScanGroup,
	lowerKeepingIndices,
	type LiteralScanOptions
} from '../../../etl/extract/literal-scan.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The alternation the scan replaces, written out as a regex: the oracle. */
function viaRegex(literals: string[], o: LiteralScanOptions, text: string) {
	const sorted = [...literals].sort((a, b) => b.length - a.length);
	const parts = sorted.map((l) => escape(l) + (o.plural && /[a-z]$/.test(l) ? '(?:e?s)?' : ''));
	const before = o.hyphenGlues ? '(?<![\\p{L}\\p{N}\\-])' : '(?<![\\p{L}\\p{N}])';
	const after = o.wholeWord ? '(?![\\p{L}\\p{N}])' : '';
	const re = new RegExp(`${before}(?:${parts.join('|')})${after}`, o.caseless ? 'giu' : 'gu');
	return [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const spans = (found: readonly { start: number; end: number }[]) =>
	found.map(({ start, end }) => ({ start, end }));

const allOptions: LiteralScanOptions[] = [];
for (const caseless of [false, true])
	for (const plural of [false, true])
		for (const wholeWord of [false, true])
			for (const hyphenGlues of [false, true])
				allOptions.push({ caseless, plural, wholeWord, hyphenGlues });

describe('compileLiteralScan', () => {
	it('prefers the longest name at a start and resumes after it', () => {
		const scan = compileLiteralScan(['ppo', 'ppo-clip', 'clip'], {
			caseless: true,
			plural: false,
			wholeWord: true,
			hyphenGlues: true
		});
		expect(scan('We use PPO-Clip and PPO.')).toEqual([
			{ literal: 'ppo-clip', start: 7, end: 15 },
			{ literal: 'ppo', start: 20, end: 23 }
		]);
	});

	it('reads plurals, refuses glued hyphens and word continuations', () => {
		const scan = compileLiteralScan(['dqn'], {
			caseless: true,
			plural: true,
			wholeWord: true,
			hyphenGlues: true
		});
		expect(spans(scan('DQNs beat Double-DQN, DQNx, and dqn-style agents'))).toEqual([
			{ start: 0, end: 4 },
			{ start: 32, end: 35 }
		]);
	});

	it('keeps positions when lower-casing would change the length', () => {
		const text = 'İstanbul PPO';
		expect(lowerKeepingIndices(text)).toHaveLength(text.length);
		const scan = compileLiteralScan(['ppo'], {
			caseless: true,
			plural: false,
			wholeWord: true,
			hyphenGlues: true
		});
		expect(spans(scan(text))).toEqual([{ start: 9, end: 12 }]);
	});

	it(
		'finds what the regex alternation finds, on random texts, under every option',
		{ timeout: 60_000 },
		() => {
			// Small alphabet, so names, prefixes, plurals, hyphens and word boundaries collide often.
			let state = 7;
			const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
			const pick = (chars: string) => [...chars][Math.floor(random() * [...chars].length)];
			const word = () =>
				Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick('abeAB1sé𝐀')).join('');
			for (let round = 0; round < 100; round++) {
				// Some names hold a space or hyphen, so a later start can fall inside a match.
				const name = () => (random() < 0.3 ? word() + pick(' -') + word() : word());
				const literals = Array.from({ length: 1 + Math.floor(random() * 6) }, name);
				// Texts made of the names themselves and noise, so matches touch and overlap.
				const piece = () =>
					random() < 0.5 ? literals[Math.floor(random() * literals.length)] : word();
				const text = Array.from({ length: 12 }, () => piece() + pick(' -,.s(')).join('');
				for (const options of allOptions) {
					const given = options.caseless ? literals.map((l) => l.toLowerCase()) : literals;
					expect(spans(compileLiteralScan(given, options)(text)), `${given} in ${text}`).toEqual(
						viaRegex(given, options, text)
					);
				}
			}
		}
	);

	it('gives each scan of a group what it finds alone', () => {
		const dictionaryLike = { caseless: true, plural: true, wholeWord: true, hyphenGlues: true };
		const cueLike = { caseless: true, plural: false, wholeWord: false, hyphenGlues: false };
		const group = createScanGroup();
		const names = group.add(['ppo', 'ppo-clip', 'dqn'], dictionaryLike);
		const cues = group.add(['robot', 'ppo'], cueLike);
		const exact = group.add(['PPO', 'Atari'], {
			...dictionaryLike,
			caseless: false,
			plural: false
		});
		const text = 'PPO-Clip beats DQNs on Atari robots; robotics needs ppo.';
		expect(names(text)).toEqual(
			compileLiteralScan(['ppo', 'ppo-clip', 'dqn'], dictionaryLike)(text)
		);
		expect(cues(text)).toEqual(compileLiteralScan(['robot', 'ppo'], cueLike)(text));
		expect(spans(exact(text))).toEqual([
			{ start: 0, end: 3 },
			{ start: 23, end: 28 }
		]);
		expect(spans(cues(text))).toEqual([
			{ start: 0, end: 3 },
			{ start: 29, end: 34 },
			{ start: 37, end: 42 },
			{ start: 52, end: 55 }
		]);
	});

	it('answers a scan added after the group already read a text', () => {
		const options = { caseless: false, plural: false, wholeWord: true, hyphenGlues: true };
		const group = createScanGroup();
		const first = group.add(['GRPO'], options);
		expect(spans(first('GRPO and DAPO'))).toEqual([{ start: 0, end: 4 }]);
		const second = group.add(['DAPO'], options);
		expect(spans(second('GRPO and DAPO'))).toEqual([{ start: 9, end: 13 }]);
		expect(spans(first('GRPO and DAPO'))).toEqual([{ start: 0, end: 4 }]);
	});

	it('names the literal each match stands for, plural ending aside', () => {
		const scan = compileLiteralScan(['policy', 'policies', 'dqn'], {
			caseless: true,
			plural: true,
			wholeWord: true,
			hyphenGlues: true
		});
		expect(scan('Policies, DQNs and a policy').map((m) => m.literal)).toEqual([
			'policies',
			'dqn',
			'policy'
		]);
		expect(Object.isFrozen(scan('a policy'))).toBe(true);
	});
});
