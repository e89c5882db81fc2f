// Sentences written for these tests (not gold abstracts): each rule on its own.
import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const f = (abstract: string, title = 'A Study') => extract(title, abstract);

describe('extractFeatures', () => {
	it('maps spelled-out and compound algorithm names to canonical acronyms', () => {
		expect(
			f(
				'We train with proximal policy optimization and a GRPO-style update, then compare to Direct Preference Optimization.'
			).algorithms
		).toEqual(['PPO', 'GRPO', 'DPO']);
		expect(f('Our method is not Adam, it is reinforcement learning.').algorithms).toEqual([]);
		// Black-box optimizers count as genetic algorithms do.
		expect(
			f('We compare particle swarm optimization (PSO) with simulated annealing.').algorithms
		).toEqual(['Particle Swarm Optimization', 'Simulated Annealing']);
	});

	it('reads benchmark years in every spelling', () => {
		expect(f('Results on AIME24, AIME 2025, MATH500 and AlpacaEval-2.').benchmarks).toEqual([
			'AIME 2024',
			'AIME 2025',
			'MATH-500',
			'AlpacaEval 2'
		]);
	});

	it('reads a benchmark edition the vocabulary lists, and a minor version as the benchmark', () => {
		expect(extract('T', 'We evaluate on LongBench v2 and on MATH-500.').benchmarks).toEqual([
			'LongBench v2',
			'MATH-500'
		]);
		expect(extract('T', 'We evaluate on LongBench.').benchmarks).toEqual(['LongBench']);
		// A version the vocabulary spells its own way, and a minor version.
		expect(extract('T', 'We evaluate on AlpacaEval v2.').benchmarks).toEqual(['AlpacaEval 2']);
		expect(extract('T', 'We evaluate on Arena-Hard v0.1.').benchmarks).toEqual(['Arena-Hard']);
	});

	it('does not list the letters a title coins for its own method as the known algorithm', () => {
		const own = extract(
			'MDPO: Multi-Granularity Direct Preference Optimization for Math',
			'MDPO extends DPO with step-level preferences.'
		);
		expect(own.algorithms).toEqual(['DPO']);
		expect(own.proposed).toEqual(['MDPO']);
		// A known algorithm written by its acronym is not coined by the paper that uses it.
		const used = extract('T', 'We propose a solution based on double deep Q-learning (DDQN).');
		expect(used.algorithms).toContain('Double DQN');
		expect(used.proposed).toEqual([]);
	});

	it('lists a known algorithm the paper itself names as its own, not as one it builds on', () => {
		const own = extract('Revisiting offline RL', 'We propose ReBRAC, a minimalistic algorithm.');
		expect(own.proposed).toEqual(['ReBRAC']);
		expect(own.algorithms).toEqual([]);
		// A defined acronym counts from where its long form starts.
		const called = extract(
			'Trust region methods',
			'We develop a practical algorithm, called Trust Region Policy Optimization (TRPO).'
		);
		expect(called.proposed).toEqual(['TRPO']);
		expect(called.algorithms).toEqual([]);
		const used = extract('T', 'We compare with ReBRAC, a popular baseline, and with CQL.');
		expect(used.algorithms).toEqual(['ReBRAC', 'CQL']);
	});

	it('reads a hyphenated long form as the known name, and a dataset named after a method', () => {
		expect(
			extract('T', 'It runs a Group-Relative Policy Optimization (GRPO) loop.').algorithms
		).toEqual(['GRPO']);
		expect(extract('T', 'Problems come from DAPO-Math-17K and MATH.').algorithms).toEqual([]);
	});

	it('reads shielding and constrained MDPs as safe RL, and R1-Zero-style training as zero RL', () => {
		expect(extract('T', 'A runtime shielding layer keeps the agent safe.').paradigms).toEqual([
			'Safe RL'
		]);
		expect(extract('T', 'Electromagnetic shielding reduces interference.').paradigms).toEqual([]);
		expect(extract('T', 'We solve a constrained MDP with a Lagrangian.').paradigms).toEqual([
			'Safe RL'
		]);
		expect(extract('T', 'We extend DeepSeek-R1-Zero-style training to code.').paradigms).toEqual([
			'Zero RL'
		]);
	});

	it('reads online DPO and online policy optimization as online RL', () => {
		expect(extract('T', 'We justify the online DPO framework.').paradigms).toEqual(['Online RL']);
		expect(extract('T', 'It enables online policy improvement.').paradigms).toEqual(['Online RL']);
	});

	it('reads model names, families and sizes, but not token counts', () => {
		const x = f(
			'We fine-tune Qwen2.5-Math-7B and Llama-3.1-8B-Instruct on 100B tokens, and compare with GPT-4o; models range from 0.5B to 32B.'
		);
		expect(x.models).toEqual([
			{ name: 'Qwen2.5-Math-7B', family: 'Qwen', params_b: 7 },
			{ name: 'Llama-3.1-8B-Instruct', family: 'Llama', params_b: 8 },
			{ name: 'GPT-4o', family: 'GPT', params_b: null }
		]);
		expect(x.model_sizes_b).toEqual([7, 8, 0.5, 32]);
	});

	it('tells gains from scores, with units and direction', () => {
		const x = f(
			'Our agent improves success rate by 12.5% and reduces latency by 3.1x, reaching 71.2% accuracy on MATH-500.'
		);
		expect(x.gains.map((g) => [g.value, g.unit, g.direction])).toEqual([
			[12.5, '%', 'up'],
			[3.1, 'x', 'down']
		]);
		expect(x.scores.map((s) => [s.value, s.unit, s.benchmark])).toEqual([[71.2, '%', 'MATH-500']]);
	});

	it('finds what the paper coins, and the URLs without trailing punctuation', () => {
		const x = f(
			'We introduce StepWiseRL, a framework for agents. Code: https://github.com/a/b.',
			'StepWiseRL: Agents That Learn'
		);
		expect(x.proposed).toEqual(['StepWiseRL']);
		expect(x.urls).toEqual(['https://github.com/a/b']);
	});

	it('records provenance whose offsets point at the text read', () => {
		const title = 'GRPO for Robots';
		const abstract =
			'We apply Group Relative Policy Optimization on MuJoCo with Qwen3-4B, improving returns by 20%.';
		const x = extract(title, abstract);
		expect(x.mentions.length).toBeGreaterThan(4);
		for (const m of x.mentions) {
			const text = m.field === 'title' ? title : abstract;
			expect(text.slice(m.start, m.end).length).toBe(m.end - m.start);
			expect(m.end).toBeLessThanOrEqual(text.length);
		}
		const algo = x.mentions.find((m) => m.kind === 'algorithm' && m.field === 'abstract')!;
		expect(abstract.slice(algo.start, algo.end)).toBe('Group Relative Policy Optimization');
	});

	it('reads what the cheap checks let through, in any case they allow', () => {
		// Each value sits behind a literal check (a cue word, "%", a metric, "illion"/"param",
		// "http", a multiple's word): written in capitals or mixed case, it is still read.
		const x = f(
			'We train a 7 BILLION Parameter model; it reaches 31.5 mAP and 20 BLEU. ' +
				'Absolute Improvements of 3.0, 5.1 and 8.1 on A, B and C. It is TWOFOLD faster, ' +
				'Three Times Faster too. Code: http://x.org/a.'
		);
		expect(x.model_sizes_b).toEqual([7]);
		expect(x.scores.map((s) => [s.value, s.metric])).toEqual([
			[31.5, 'mAP'],
			[20, 'BLEU']
		]);
		expect(x.gains.map((g) => [g.value, g.unit])).toEqual([
			[3, 'pt'],
			[5.1, 'pt'],
			[8.1, 'pt'],
			[2, 'x'],
			[3, 'x']
		]);
		expect(x.urls).toEqual(['http://x.org/a']);
	});
});
