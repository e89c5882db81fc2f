import { describe, expect, it } from 'vitest';
import { compileDictionary } from '../../../etl/extract/dictionary.ts';
import { stackedSettingHits } from '../../../etl/extract/stacked-settings.ts';
import { extract, vocabulary } from '../bundled-vocabulary.ts';

const stacked = (text: string, dictionary = vocabulary.paradigms) =>
	stackedSettingHits(dictionary, text, dictionary.find(text)).map((h) => [
		h.name,
		text.slice(h.start, h.end)
	]);

describe('stackedSettingHits', () => {
	it('reads each setting stacked before an RL noun, not only the one next to it', () => {
		expect(stacked('We study offline safe RL with cost budgets.')).toEqual([
			['Offline RL', 'offline']
		]);
		expect(stacked('Offline Goal-Conditioned Reinforcement Learning reaches far goals.')).toEqual([
			['Offline RL', 'Offline']
		]);
		expect(stacked('A unified approach to online and offline RLHF.')).toEqual([
			['Online RL', 'online'],
			['Offline RL', 'offline']
		]);
		expect(stacked('We generalise in offline meta-RL and in safe MARL.')).toEqual([
			['Offline RL', 'offline'],
			['Safe RL', 'safe']
		]);
		expect(stacked('Robust, distributional and constrained deep RL.')).toEqual([
			['Robust RL', 'Robust'],
			['Distributional RL', 'distributional'],
			['Safe RL', 'constrained']
		]);
	});

	it('reads no setting across a clause, a coordination right before the noun, or a word the vocabulary does not pair with plain RL', () => {
		for (const text of [
			'While aligned LLMs are generally safe, RL fine-tuning can erode their guardrails.',
			'Although the reward model is robust, RL optimization still exploits its blind spots.',
			'Because the search tree is deep, RL agents struggle to explore.',
			'Starting from zero, RL training grows the response length.',
			'Using Llama 3 released by Meta, RL agents learn to negotiate.',
			'The policy is provably safe and RL training remains stable.',
			// "batch reinforcement learning" is offline RL, "batch RL" is no alias of it.
			'We study large batch RL training for reasoning models.',
			'We study large batch RLHF and large batch DRL training.',
			// A comma crossed above the noun, outside a list that "and" closes; a predicate.
			'Although the reward model is robust, offline RL still exploits its blind spots.',
			'While aligned LLMs are generally safe, multi-agent RL fine-tuning erodes guardrails.',
			'Because the search tree is deep, hierarchical RL agents struggle.',
			'The policy is provably safe and offline RL training remains stable.'
		])
			expect(stacked(text), text).toEqual([]);
	});

	it('reads both settings of "model-free and model-based offline RL" (no alias swallows "offline")', () => {
		expect(
			extract('T', 'It beats model-free and model-based offline RL methods on gauges.').paradigms
		).toEqual(['Model-Free RL', 'Model-Based RL', 'Offline RL']);
	});

	it('stops at the first word that is no setting of RL', () => {
		expect(stacked('Deep learning and reinforcement learning meet.')).toEqual([]);
		expect(stacked('Students learn in online courses; we use RL to tutor them.')).toEqual([]);
		expect(stacked('In both single-agent and multi-agent RL.')).toEqual([]);
		expect(stacked('Offline evaluation of ranking models for search.')).toEqual([]);
	});

	it('reads a setting only where the vocabulary pairs the word with both "reinforcement learning" and "RL"', () => {
		const half = compileDictionary({ 'Batch RL': ['batch reinforcement learning'] });
		expect(stacked('We study batch MARL.', half)).toEqual([]);
	});

	it('lets the vocabulary decide what a setting is', () => {
		const tiny = compileDictionary({ 'Batch RL': ['batch reinforcement learning', 'batch rl'] });
		expect(stacked('We study batch MARL.', tiny)).toEqual([['Batch RL', 'batch']]);
		// "deep" is no setting this vocabulary knows: the stack ends there.
		expect(stacked('We study batch deep MARL.', tiny)).toEqual([]);
		expect(stacked('We study offline MARL.', tiny)).toEqual([]);
	});
});

describe('stacked settings in the extractor', () => {
	it('keeps a paradigm the title names when the paper is named like one of its settings', () => {
		// A stacked adjective is no name written: "safe" of "safe offline RL" does not make the
		// paper's own SAFE a known paradigm.
		expect(
			extract(
				'SAFE: Conservative Policies for Safe RL',
				'We propose SAFE, a method for safe offline RL under constraints.'
			).paradigms
		).toEqual(['Safe RL', 'Offline RL']);
	});

	it('lists every stacked setting as a paradigm, in reading order', () => {
		expect(extract('T', 'We study offline safe RL with cost budgets.').paradigms).toEqual([
			'Offline RL',
			'Safe RL'
		]);
		expect(extract('T', 'A unified approach to online and offline RLHF.').paradigms).toEqual([
			'Online RL',
			'Offline RL',
			'RLHF'
		]);
	});
});
