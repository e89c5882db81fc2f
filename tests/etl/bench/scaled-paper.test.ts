import { describe, expect, it } from 'vitest';
import { createAdoption } from '../../../etl/bench/adoption.ts';
import { coinName } from '../../../etl/bench/name-coinage.ts';
import { createRandom } from '../../../etl/bench/random.ts';
import { parseSample } from '../../../etl/bench/sample-papers.ts';
import { buildTemplates } from '../../../etl/bench/sample-templates.ts';
import { scaledText } from '../../../etl/bench/scaled-paper.ts';

const paper = (title: string, summary: string) =>
	JSON.stringify({ id: '2506.00001', title, summary });
// GRPO is in two papers (common: kept); the rest are rare (renamed).
const SAMPLE = buildTemplates(
	parseSample(
		[
			paper(
				'TreeRL: Planning with GRPO',
				'We introduce Tree Search Optimization (TSO) and TreeRL. TSO trains Qwen2.5-7B ' +
					'with GRPO and ZetaNet, gaining 12.5% on 1,024 tasks; TreeRL keeps 12.5% of ZetaNet and BetaNet.'
			),
			paper(
				'Another GRPO study',
				'Sparse Policy Search (SPS) with GRPO and Adaptive Control (AC).'
			),
			paper('Third paper', 'Some Long Form (SLF) and Binary Code (BC) text.')
		].join('\n')
	)
);

function adoptionFor(freshShare: number) {
	return createAdoption({
		freshShare,
		capacity: 1000,
		warmUp: 0,
		coin: (kind, index, length) => coinName(kind, index, length, SAMPLE.acronymLetters)
	});
}

function scaled(seed: number, freshShare = 0.5) {
	return scaledText(SAMPLE.papers[0], SAMPLE, adoptionFor(freshShare), createRandom(seed));
}

describe('scaledText', () => {
	it('renames a rare name the same way everywhere in the paper, and keeps common names', () => {
		for (const seed of [1, 2, 3]) {
			const { title, summary } = scaled(seed);
			const own = /^(\w+): Planning with GRPO$/.exec(title)![1];
			expect(own).not.toBe('TreeRL');
			expect(summary).toContain(`and ${own}.`);
			expect(summary).toContain(`; ${own} keeps`);
			expect(summary).not.toMatch(/TreeRL|ZetaNet|Qwen|TSO/);
			expect(summary).toMatch(/with GRPO and/);
		}
	});

	it('spells out a renamed acronym with words whose initials still spell it', () => {
		const { summary } = scaled(4);
		const match = /introduce (\w+) (\w+) (\w+) \(([A-Z]+)\)/.exec(summary)!;
		expect(match[4]).not.toBe('TSO');
		expect(
			match
				.slice(1, 4)
				.map((w) => w[0])
				.join('')
		).toBe(match[4]);
		expect(summary).toContain(`${match[4]} trains`);
	});

	it('varies numbers, the same number the same way within a paper', () => {
		const { summary } = scaled(5);
		const percents = summary.match(/\d+\.\d%/g)!;
		expect(percents).toHaveLength(2);
		expect(percents[0]).toBe(percents[1]);
		const values = new Set(
			[1, 2, 3, 4, 5, 6, 7, 8].map((s) => scaled(s).summary.match(/\d+\.\d%/)![0])
		);
		expect(values.size).toBeGreaterThan(4);
	});

	it("keeps a reused name off the paper's other names", () => {
		// Never fresh: each abstract-only name borrows one used before, yet three names stay three.
		for (const seed of [6, 7, 8]) {
			const { title, summary } = scaled(seed, 0);
			const own = title.split(':')[0];
			const [, zeta, beta] = /of (\w+) and (\w+)\.$/.exec(summary)!;
			expect(new Set([own, zeta, beta]).size).toBe(3);
		}
	});

	it('gives the names of its title new names, while its abstract may borrow earlier ones', () => {
		const adoption = adoptionFor(0);
		const random = createRandom(9);
		// An earlier paper's name, used fifty times: the one an abstract borrows.
		const earlier = adoption.name('camel', 0, random);
		for (let i = 1; i < 50; i++) expect(adoption.name('camel', 0, random)).toBe(earlier);
		const { title, summary } = scaledText(SAMPLE.papers[0], SAMPLE, adoption, random);
		expect(title.split(':')[0]).not.toBe(earlier);
		expect(summary).toMatch(new RegExp(`and ${earlier}, gaining`));
	});
});
