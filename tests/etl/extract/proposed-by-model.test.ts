// The proposal model's place in extractProposed: what a judge accepts is added as the rules add a
// name (a mention, a typed coinage); what the rules settled is never put to it.
import { describe, expect, it } from 'vitest';
import type { ProposalJudge } from '../../../etl/extract/proposal-model.ts';
import type { WeighedName } from '../../../etl/extract/proposed/name-evidence.ts';
import { extractProposed } from '../../../etl/extract/proposed.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { nothingKnown } from './name-knowledge.ts';

/** A judge that takes the names `take` picks and remembers every name it was asked about. */
function judgeTaking(take: (w: WeighedName) => boolean, everyName = false) {
	const asked: string[] = [];
	const judge: ProposalJudge = {
		accepts: (w) => (asked.push(w.name), take(w)),
		everyName
	};
	return { judge, asked };
}

// No naming rule reads "GlidePO" here: it is only the subject of a sentence.
const TITLE = 'Flying with sparse rewards';
const ABSTRACT = 'We study drones. GlidePO tunes the policy on PPO rollouts. It lands softly.';
const read = (judge: ProposalJudge | null, knowledge = nothingKnown) =>
	extractProposed(sourcesOf(TITLE, ABSTRACT), { ...knowledge, proposals: judge });

describe('extractProposed with a proposal model', () => {
	it('reads nothing here by the rules alone', () => {
		expect(read(null).proposed).toEqual([]);
	});

	it('adds what the judge accepts, with its place and a typed coinage', () => {
		const { judge } = judgeTaking((w) => w.name === 'GlidePO');
		const result = read(judge);
		expect(result.proposed).toEqual(['GlidePO']);
		expect(result.mentions).toEqual([
			{ kind: 'proposed', name: 'GlidePO', field: 'abstract', start: 17, end: 24 }
		]);
		expect(result.coined).toEqual([
			expect.objectContaining({
				name: 'GlidePO',
				type: 'method',
				evidence: 'GlidePO tunes the policy on PPO rollouts.'
			})
		]);
	});

	it('never asks about an established name, nor adds one', () => {
		const knowing = { ...nothingKnown, isKnown: (n: string) => n === 'PPO' };
		const { judge, asked } = judgeTaking(() => true);
		expect(read(judge, knowing).proposed).toEqual(['GlidePO']);
		expect(asked).toEqual(['GlidePO']);
	});

	it('leaves a name the rules read as they read it', () => {
		const { judge, asked } = judgeTaking(() => true);
		const result = extractProposed(
			sourcesOf('SwiftPO: fast clipping', 'We propose SwiftPO, which clips ratios per token.'),
			{ ...nothingKnown, proposals: judge }
		);
		expect(result.proposed).toEqual(['SwiftPO']);
		expect(asked).toEqual([]);
	});

	it('asks about every name when training records them', () => {
		const { judge, asked } = judgeTaking(() => false, true);
		const knowing = { ...nothingKnown, isKnown: (n: string) => n === 'PPO' };
		expect(read(judge, knowing).proposed).toEqual([]);
		expect(asked).toEqual(['GlidePO', 'PPO']);
	});
});
