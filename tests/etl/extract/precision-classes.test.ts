// The classes of error users met on paper pages, each as a general rule on sentences of our own.
import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const read = (abstract: string, title = 'A study') => extract(title, abstract);

describe('precision rules', () => {
	it("keeps the paper's own method out of the established algorithms", () => {
		const f = read(
			'We introduce Meta Policy Optimization (MPO), a framework that adapts the reward model during training.'
		);
		expect(f.proposed).toContain('MPO');
		expect(f.algorithms).not.toContain('MPO');
		// An established algorithm introduced with its usual long form stays established.
		const g = read('We present Proximal Policy Optimization (PPO) results on a new task suite.');
		expect(g.algorithms).toContain('PPO');
		expect(g.proposed).not.toContain('PPO');
	});

	it('reads "<Name> 17k dataset" as a dataset, not the algorithm of that name', () => {
		const f = read('We train on the DAPO 17k dataset and evaluate on unseen problems.');
		expect(f.algorithms).not.toContain('DAPO');
	});

	it('does not read data counts compared with thousands as a model size', () => {
		const f = read('Our curated set is tiny (3K vs. 13M examples) yet matches the larger one.');
		expect(f.model_sizes_b).toEqual([]);
		expect(read('We fine-tune a 350M model and a 7B model.').model_sizes_b).toEqual([0.35, 7]);
	});

	it('reads the size of a dataset named with its item count as the dataset, not a model size', () => {
		const f = read('We pretrain on LAION-5B and then evaluate on COCO captions.');
		expect(f.models).toEqual([]);
		expect(f.model_sizes_b).toEqual([]);
		expect(f.benchmarks).toEqual(['LAION', 'COCO']);
		// One dataset, one name, however many sizes or abbreviations the text writes; a claim on
		// the abbreviation is the dataset's.
		const l = read('We pretrain on LAION-5B (L-5B) and gain 2% on L-5B retrieval.');
		expect(l.benchmarks).toEqual(['LAION']);
		expect(l.gains.map((x) => x.benchmark)).toEqual(['LAION']);
		expect(read('We pretrain on LAION-2B (L-2B) and LAION-400M/2B subsets.').benchmarks).toEqual([
			'LAION'
		]);
		const g = read(
			'It improves mAP by 2.1% on the AudioSet-2M (AS-2M), beyond prior work. On AS-2M and ESC-50 it gains 1.2% on ESC-50.'
		);
		expect(g.models).toEqual([]);
		expect(g.model_sizes_b).toEqual([]);
		expect(g.benchmarks).toEqual(['ESC-50', 'AudioSet-2M']);
		expect(g.gains.map((x) => [x.value, x.benchmark])).toEqual([
			[2.1, 'AudioSet-2M'],
			[1.2, 'ESC-50']
		]);
		// A claim takes the nearest benchmark, whichever way each was read.
		expect(read('It gains 3.1% on AudioSet-2M or ESC-50.').gains[0].benchmark).toBe('AudioSet-2M');
		// Models named after datasets keep their sizes; a model in brackets after one stays a model.
		const h = read(
			'Our 7B model surpasses Minerva-540B, NuminaMath-7B-TIR and SWE-Gym-32B, distilled from LAION-5B (Qwen2.5-7B teacher).'
		);
		expect(h.models.map((m) => [m.name, m.params_b])).toEqual([
			['Minerva-540B', 540],
			['NuminaMath-7B-TIR', 7],
			['SWE-Gym-32B', 32],
			['Qwen2.5-7B', 7]
		]);
		expect(read('We fine-tune Pythia-70M and OLMo-1B.').model_sizes_b).toEqual([0.07, 1]);
		// Short stems name models too: only the datasets listed count their items.
		expect(read('We compare SA-7B and CC-13B.').model_sizes_b).toEqual([7, 13]);
	});

	it('counts a longer benchmark name as itself, not as its prefix', () => {
		const f = read('We evaluate on MATH-Beyond and on GSM8K, where MATH-B proves hardest.');
		expect(f.benchmarks).not.toContain('MATH');
		expect(f.benchmarks).toContain('GSM8K');
		expect(read('Results on MATH and MATH-500 improve.').benchmarks).toEqual(['MATH', 'MATH-500']);
	});

	it('keeps absolute gains in points and both ends of a LaTeX range', () => {
		const f = read('Our method yields absolute gains of 4.2% over the baseline.');
		expect(f.gains.map((g) => [g.value, g.unit])).toEqual([[4.2, 'pt']]);
		const r = read('It improves accuracy by 12--15% across tasks.');
		expect(r.gains.map((g) => g.value)).toEqual([12, 15]);
		expect(read('It improves accuracy by 12% relative to the baseline.').gains[0].unit).toBe('%');
	});

	it('keeps the unit of a list of claims for every item, past their brackets', () => {
		const f = read(
			'It improves accuracy in absolute points by 21.4% (random reward), 13.8% (format reward) and 24.1% (wrong labels).'
		);
		expect(f.gains.map((g) => `${g.value}${g.unit}`)).toEqual(['21.4pt', '13.8pt', '24.1pt']);
	});

	it('drops a known acronym the text defines as something else', () => {
		const f = read('We combine parameterized policy gradient (PPG) with inference. PPG is fast.');
		expect(f.algorithms).not.toContain('PPG');
		expect(read('We compare with Phasic Policy Gradient (PPG) and PPO.').algorithms).toContain(
			'PPG'
		);
		// Letters taken from inside a word: "self-attention coefficient (SAC)" is no Soft Actor-Critic.
		const g = read('We read each self-attention coefficient (SAC) of a layer. SAC values drop.');
		expect(g.algorithms).not.toContain('SAC');
		expect(read('We train soft actor-critic (SAC) agents.').algorithms).toContain('SAC');
		// A known long form longer than the words that spell the acronym is still the known thing.
		const text = 'Stationary Distribution Correction Estimation (DICE) helps. DICE is stable.';
		const spans = read(text)
			.mentions.filter((m) => m.name === 'DICE')
			.map((m) => text.slice(m.start, m.end));
		expect(spans.filter((span) => span === 'DICE')).toHaveLength(2);
	});

	it("attaches a gain to a benchmark only when the claim's own clause names it", () => {
		const f = read(
			'Our method improves pass@1 by 8.1%, and it also runs faster on HumanEval. It gains 3.2% on MBPP.'
		);
		const byValue = Object.fromEntries(f.gains.map((g) => [g.value, g.benchmark]));
		expect(byValue[8.1]).toBeNull();
		expect(byValue[3.2]).toBe('MBPP');
	});

	it('finds coined names written in LaTeX and the suffixed variants of a coined name', () => {
		const f = read(
			'We introduce $\\lambda$-RLM, a recursive language model. We also release \\textsc{Sage}-7B and \\textsc{Sage}-32B.',
			'Recursion for long contexts'
		);
		expect(f.proposed).toContain('λ-RLM');
		const g = read('We present Guru, a curated corpus. Guru-7B and Guru-32B are trained on it.');
		expect(g.proposed).toEqual(['Guru', 'Guru-7B', 'Guru-32B']);
	});

	it('reads a paradigm from what the method does, not from a word that describes something else', () => {
		expect(
			read('A model-based verifier scores answers; model-based rewards can be hacked.').paradigms
		).not.toContain('Model-Based RL');
		expect(read('We compare with model-based methods such as Dreamer.').paradigms).toContain(
			'Model-Based RL'
		);
		// Demonstrations are data: only learning by imitation named as such is the paradigm.
		// Behavior cloning is an algorithm (FEATURES.md); on the 587 dev papers the annotators
		// never also counted imitation learning where cloning was its only cue (0 of 6).
		expect(read('Agents learn to talk without any human demonstrations.').paradigms).not.toContain(
			'Imitation Learning'
		);
		const cloning = read('We pretrain with behavior cloning on expert data.');
		expect(cloning.algorithms).toContain('Behavior Cloning');
		expect(cloning.paradigms).not.toContain('Imitation Learning');
		expect(read('We pretrain by imitation learning on expert data.').paradigms).toContain(
			'Imitation Learning'
		);
	});
});
