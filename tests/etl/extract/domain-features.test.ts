import { describe, expect, it } from 'vitest';
import {
	columnCount,
	featureRow,
	hasEvidence,
	termCounts,
	type DomainEvidence,
	type TermIndex
} from '../../../etl/extract/domain-features.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';

const evidence = (over: Partial<DomainEvidence> = {}): DomainEvidence => ({
	titleCues: new Map(),
	abstractCues: new Map(),
	firstMention: new Map(),
	languageModel: false,
	rl: false,
	...over
});

const terms = (words: string[], idf = words.map(() => 1)): TermIndex => ({
	column: new Map(words.map((w, j) => [w, j])),
	idf
});

describe('termCounts', () => {
	it('counts lower-case words, a title word twice, keeping hyphens and dots inside a word', () => {
		const counts = termCounts(sourcesOf('Robot Control', 'A robot-arm policy; GPT-4.1 robot.'));
		expect(counts.get('robot')).toBe(3);
		expect(counts.get('control')).toBe(2);
		expect(counts.get('robot-arm')).toBe(1);
		expect(counts.get('gpt-4.1')).toBe(1);
		expect(counts.has('Robot')).toBe(false);
	});

	it('reads accented and ligature-typeset words as their plain letters', () => {
		const counts = termCounts(sourcesOf('', 'A naïve ﬁne-tuning of Ärzte notes.'));
		expect([...counts.keys()]).toEqual(['a', 'naive', 'fine-tuning', 'of', 'arzte', 'notes']);
	});
});

describe('featureRow', () => {
	const domains = ['code', 'robotics'];

	it('weights known words by log count and idf, to unit length, and drops unknown ones', () => {
		const row = featureRow(
			new Map([
				['robot', 3],
				['arm', 1],
				['unseen', 5]
			]),
			evidence(),
			terms(['arm', 'robot'], [2, 1]),
			domains
		);
		const byColumn = Object.fromEntries(row.index.map((c, k) => [c, row.value[k]]));
		const robot = Math.log1p(3);
		const arm = Math.log1p(1) * 2;
		const norm = Math.hypot(robot, arm);
		expect(byColumn[1]).toBeCloseTo(robot / norm, 12);
		expect(byColumn[0]).toBeCloseTo(arm / norm, 12);
		expect(row.index).toHaveLength(2);
	});

	it('puts each domain’s title and abstract cues, then the flags, after the words', () => {
		const row = featureRow(
			new Map(),
			evidence({
				titleCues: new Map([['robotics', 3]]),
				abstractCues: new Map([['code', 1]]),
				rl: true
			}),
			terms(['a', 'b', 'c']),
			domains
		);
		expect(columnCount(3, domains.length)).toBe(3 + 4 + 4);
		const byColumn = Object.fromEntries(row.index.map((c, k) => [c, row.value[k]]));
		// code: columns 3 (title) and 4 (abstract); robotics: 5 and 6; flags from 7.
		expect(byColumn[3]).toBeUndefined();
		expect(byColumn[4]).toBeGreaterThan(0);
		expect(byColumn[6]).toBeUndefined();
		expect(byColumn[5]).toBeGreaterThan(byColumn[4]);
		// rl and "rl without language model" are on; "language model" flags are off.
		expect([7, 8, 9, 10].map((c) => byColumn[c] ?? 0)).toEqual([0, 1, 0, 1]);
	});

	it('caps the title cues: a third cue adds nothing', () => {
		const titleValue = (n: number) => {
			const row = featureRow(
				new Map(),
				evidence({ titleCues: new Map([['code', n]]) }),
				terms([]),
				domains
			);
			return row.value[row.index.indexOf(0)];
		};
		expect(titleValue(2)).toBeGreaterThan(titleValue(1));
		expect(titleValue(3)).toBe(titleValue(2));
	});
});

describe('hasEvidence', () => {
	it('asks a cue of the domain; control takes RL in sight; other needs none', () => {
		const e = evidence({ abstractCues: new Map([['code', 1]]) });
		expect(hasEvidence(e, 'code')).toBe(true);
		expect(hasEvidence(e, 'robotics')).toBe(false);
		expect(hasEvidence(e, 'other')).toBe(true);
		expect(hasEvidence(e, 'control')).toBe(false);
		expect(hasEvidence({ ...e, rl: true }, 'control')).toBe(true);
	});
});
