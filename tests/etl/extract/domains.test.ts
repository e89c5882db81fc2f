import { describe, expect, it } from 'vitest';
import { compileDomainCues, compileDomains } from '../../../etl/extract/domains.ts';
import { columnCount } from '../../../etl/extract/domain-features.ts';
import type { DomainModel } from '../../../etl/extract/domain-model.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { readDomainCues } from '../../../etl/read/vocabulary.ts';
import { extract } from '../bundled-vocabulary.ts';

const domains = (title: string, abstract: string) => extract(title, abstract).domains;

const CUES = { robotics: ['robot', 'manipulation'], code: ['compiler', 'HumanEval'], other: [] };

describe('compileDomainCues', () => {
	const read = compileDomainCues(CUES);

	it('counts distinct cues per text, a lower-case cue at any word start, an exact one whole', () => {
		const e = read(
			sourcesOf(
				'Robotic manipulation',
				'A robot, robots and a compiler; HumanEvalPlus is not HumanEval, humaneval neither.'
			)
		);
		expect(e.titleCues).toEqual(new Map([['robotics', 2]]));
		expect(e.abstractCues).toEqual(
			new Map([
				['robotics', 1],
				['code', 2]
			])
		);
		expect(read(sourcesOf('T', 'A microbot and anthropomorphic hands.')).abstractCues.size).toBe(0);
	});

	it('keeps where each domain was first read, and flags language models and RL in sight', () => {
		const e = read(sourcesOf('Compiler agents', 'An LLM policy writes a compiler pass.'));
		expect(e.firstMention.get('code')).toEqual({
			kind: 'domain',
			name: 'code',
			field: 'title',
			start: 0,
			end: 8
		});
		expect([e.languageModel, e.rl]).toEqual([true, true]);
		const plain = read(sourcesOf('Sorting', 'We sort numbers.'));
		expect([plain.languageModel, plain.rl]).toEqual([false, false]);
	});
});

describe('compileDomains', () => {
	// A hand-made model: only the title and abstract cue columns of robotics weigh.
	const names = Object.keys(CUES);
	const columns = columnCount(0, names.length);
	const model: DomainModel = {
		threshold: 0.5,
		unevidencedThreshold: 1,
		maxDomains: 2,
		domains: names,
		terms: { column: new Map(), idf: [] },
		weights: names.map((d, i) =>
			Array.from({ length: columns }, (_, j) =>
				d === 'robotics' && j >= 2 * i && j < 2 * i + 2 ? 8 : 0
			)
		),
		bias: [-2, -2, -1]
	};
	const classify = compileDomains(CUES, model).classify;

	it('takes the probable domains, each with the place its first cue was read', () => {
		const result = classify(sourcesOf('A robot', 'It grasps.'));
		expect(result.domains).toEqual(['robotics']);
		expect(result.mentions).toEqual([
			{ kind: 'domain', name: 'robotics', field: 'title', start: 2, end: 7 }
		]);
	});

	it('falls back to the most probable domain with evidence, with no mention for no cue', () => {
		expect(classify(sourcesOf('Sorting', 'We sort numbers.'))).toEqual({
			domains: ['other'],
			mentions: []
		});
	});
});

describe('domains of the bundled model', () => {
	it('adds control to classic RL studied for its theory, safety or on robots', () => {
		expect(
			domains(
				'Sample complexity of offline RL',
				'We prove a regret bound and a theorem on sample complexity for offline reinforcement learning with function approximation.'
			)
		).toEqual(['theory', 'control']);
	});

	it('reads an application outside the listed domains as other', () => {
		expect(
			domains(
				'Reinforcement learning for speech synthesis',
				'We fine-tune a text-to-speech model with policy gradients on audio quality rewards.'
			)
		).toEqual(['other']);
		expect(
			domains(
				'Grid-aware dispatch',
				'A deep reinforcement learning agent restores the power grid after outages in the power system.'
			)
		).toContain('other');
		// "Cyber-physical" is no security application.
		expect(
			domains(
				'Reinforcement learning for cyber-physical systems',
				'A reinforcement learning policy regulates a cyber-physical plant under cyber-physical constraints.'
			)
		).not.toContain('other');
	});

	it('reads wireless and network resource papers as systems, and clustering as no compute cluster', () => {
		expect(
			domains(
				'Deep RL for beamforming in MIMO systems',
				'A reinforcement learning agent learns precoding for wireless resource allocation.'
			)
		).toEqual(['systems & efficiency']);
		expect(
			domains(
				'Spectral clustering of trajectories',
				'We cluster offline RL trajectories by policy.'
			)
		).not.toContain('systems & efficiency');
	});

	it('reads auctions and advertising as finance, time series as other', () => {
		expect(
			domains(
				'Bidding agents for display advertising',
				'A reinforcement learning policy sets bids in repeated auctions under a budget.'
			)
		).toEqual(['finance']);
		expect(
			domains('Forecasting with reinforced LLMs', 'We forecast univariate time series with an LLM.')
		).toContain('other');
	});

	it('reads alignment only where a language model is in sight', () => {
		expect(
			domains(
				'Robot skills from human feedback',
				'A robot learns manipulation from human feedback and preference optimization.'
			)
		).not.toContain('alignment');
		expect(
			domains(
				'Aligning language models',
				'We align large language models with human feedback via preference optimization.'
			)
		).toContain('alignment');
	});

	it('reads teams of robots or UAVs and zero-sum games as multi-agent', () => {
		expect(
			domains(
				'Task allocation for multiple UAVs',
				'Reinforcement learning plans paths for a swarm.'
			)
		).toContain('multi-agent');
	});

	it('reads attacks on RL agents and constrained RL as safety, not a causal backdoor adjustment', () => {
		expect(
			domains('Backdoor attacks on deep RL', 'We study backdoor attacks against DRL agents.')
		).toContain('safety');
		expect(
			domains(
				'Causal policy learning',
				'A backdoor-adjusted soft actor-critic learns a reinforcement learning policy.'
			)
		).not.toContain('safety');
	});

	it('reads constrained MDPs as safety, and provable guarantees as theory', () => {
		expect(
			domains('Tidal ascent-descent', 'We solve constrained MDPs with a primal-dual method.')
		).toContain('safety');
		expect(
			domains('Tidal policy search', 'We give provable guarantees for a policy search method.')
		).toContain('theory');
		// "guarantees" as a verb is no theory.
		expect(
			domains('Tidal serving', 'Our scheduler guarantees low tail latency for LLM serving.')
		).not.toContain('theory');
	});

	// The cue rules the model replaced read these two as below. The model trained on 667 dev papers
	// read both otherwise; retrained on 747 it reads GPU code as code again. The other is kept to
	// show when a retrained model agrees again.
	it('reads KernelBench code as code', () => {
		expect(domains('T', 'On KernelBench, our agent writes faster GPU code.')).toContain('code');
	});

	it.fails('reads no control where a language model is the subject', () => {
		expect(
			domains(
				'From Emergence to Control: Probing Self-Reflection',
				'We probe the self-reflection of a language model trained with reinforcement learning.'
			)
		).not.toContain('control');
	});

	it('reads continuous control of a simulated arm as control', () => {
		expect(
			domains(
				'Continuous control from pixels',
				'We train a reinforcement learning policy for continuous control of a simulated arm.'
			)
		).toContain('control');
	});

	it('does not add control when a language model is the subject', () => {
		expect(
			domains(
				'Regret bounds for RLHF',
				'We prove a regret bound and a theorem for reinforcement learning from human feedback of large language models.'
			)
		).not.toContain('control');
	});

	it('counts only cues that name the application, not words any paper uses', () => {
		const generic = domains(
			'Learning to plan',
			'Our system uses prompt engineering and neural architecture search; we show convergence of the loss with a reward model.'
		);
		for (const domain of [
			'systems & efficiency',
			'science',
			'search & retrieval',
			'theory',
			'alignment'
		])
			expect(generic).not.toContain(domain);
	});

	it('reads the domain of a benchmark a paper names where its words name none', () => {
		expect(
			domains(
				'Sparse rewards for long-horizon tasks',
				'We train a diffusion policy with sparse rewards and evaluate it on LIBERO and CALVIN.'
			)[0]
			// Its main domain; control may follow (a policy's RL is control's evidence).
		).toBe('robotics');
		expect(
			domains('Learning to cooperate', 'We evaluate on SMACv2 and Melting Pot, beating QMIX.')
		).toEqual(['multi-agent']);
		expect(
			domains('Efficient exploration', 'Experiments on Crafter and Procgen show gains of 20%.')
		).toEqual(['games']);
	});

	// Read as `other` by the models trained on 867 to 987 dev papers (broader agent papers, several
	// annotated `other`, had joined); as search again from 1,067. Kept as the behaviour wanted.
	it('reads a web search agent as search & retrieval', () => {
		expect(
			domains('Deep research agents', 'A search agent issues web search calls to answer questions.')
		).toContain('search & retrieval');
	});

	it('reads improved reasoning abilities of language models as math reasoning', () => {
		expect(
			domains(
				'Better thinking',
				'RL improves the complex reasoning abilities of large language models.'
			)
		).toContain('math reasoning');
	});
});

// Cues widened from the dev papers whose domain had no cue (the evidence gate shut it out); each
// sentence here is made up, and names its domain only by the cue under test.
describe('cues of the bundled vocabulary', () => {
	const readCues = compileDomainCues(readDomainCues());
	const evidenced = (text: string) => {
		const { titleCues, abstractCues } = readCues(sourcesOf('A study', text));
		return [...new Set([...titleCues.keys(), ...abstractCues.keys()])];
	};

	it.each([
		['agents & tool use', 'AI agents book flights for their users.'],
		['agents & tool use', 'Generative agents simulate a small town.'],
		['agents & tool use', 'Agents based on large language models plan a trip.'],
		['agents & tool use', 'A deep research system writes reports.'],
		['agents & tool use', 'An LLM coding agent fixes the build.'],
		['code', 'Models help with code review in software development.'],
		['code', 'RL helps most on math and coding.'],
		['code', 'We check generated code and executable code alike.'],
		['code', 'The model writes programs that pass the tests.'],
		['systems & efficiency', 'Our method cuts the computational overhead and the inference cost.'],
		['systems & efficiency', 'Faster training under resource constraints.'],
		['systems & efficiency', 'A scheduler for LLM serving with limited bandwidth.'],
		['systems & efficiency', 'Zero-order fine-tuning is resource-intensive no more.'],
		['multi-agent', 'We study mechanism design in matching markets.'],
		['multi-agent', 'Networked followers track a leader.'],
		['combinatorial optimization', 'The policy minimises makespan and tardiness.'],
		['combinatorial optimization', 'Task allocation in warehouses and logistics.'],
		['combinatorial optimization', 'A local search with an approximation guarantee.'],
		['theory', 'We give error bounds and a generalization error analysis.'],
		['theory', 'Last-iterate convergence of the gradient estimator.'],
		['safety', 'Prompt injection and jamming attacks on agents.'],
		['safety', 'Byzantine workers and abstention on unanswerable questions.'],
		['vision-language', 'We fine-tune a VLA with RL.'],
		['search & retrieval', 'Knowledge-intensive questions answered from a vector database.'],
		['text generation', 'The model learns to summarize long documents.']
	])('reads %s in "%s"', (domain, text) => {
		expect(evidenced(text)).toContain(domain);
	});

	it('shares a cue between the domains it names', () => {
		const read = evidenced('A multi-agent framework of language models. A VLA picks up a cup.');
		for (const domain of ['agents & tool use', 'multi-agent', 'vision-language', 'robotics'])
			expect(read).toContain(domain);
	});

	it('reads no serving of a model in "serving as"', () => {
		expect(evidenced('The reward, serving as a signal, shapes the policy.')).not.toContain(
			'systems & efficiency'
		);
	});
});
