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

	it('stops at the first word that is no setting of RL', () => {
		expect(stacked('Deep learning and reinforcement learning meet.')).toEqual([]);
		expect(stacked('Students learn in online courses; we use RL to tutor them.')).toEqual([]);
		expect(stacked('In both single-agent and multi-agent RL.')).toEqual([]);
		expect(stacked('Offline evaluation of ranking models for search.')).toEqual([]);
	});

	it('lets the vocabulary decide what a setting is', () => {
		const tiny = compileDictionary({ 'Batch RL': ['batch reinforcement learning'] });
		expect(stacked('We study batch RL.', tiny)).toEqual([['Batch RL', 'batch']]);
		// "deep" is no setting this vocabulary knows: the stack ends there.
		expect(stacked('We study batch deep RL.', tiny)).toEqual([]);
		expect(stacked('We study offline RL.', tiny)).toEqual([]);
	});
});

describe('stacked settings in the extractor', () => {
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
