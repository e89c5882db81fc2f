import { describe, expect, it } from 'vitest';
import {
	compileDictionary,
	requiredLiteral,
	requiredLiteralSets
} from '../../../etl/extract/dictionary.ts';

describe('dictionary', () => {
	it('finds the letters a pattern always needs, or none when unsure', () => {
		expect(requiredLiteral("\\bAIME[\\s-]?'?(?:20)?24\\b")).toBe('AIME');
		expect(requiredLiteral('\\bReinforce(?= algorithm| estimator)')).toBe('Reinforce');
		expect(requiredLiteral('\\bwithout (?:any |an? )?(?:sft|supervised)')).toBe('without');
		expect(requiredLiteral('\\b(?:llms?|models?) as judges?')).toBe('judge');
		expect(requiredLiteral('foo|bar')).toBeNull();
		expect(requiredLiteral('\\p{Lu}[\\p{L}]*(?:Bench|bench)')).toBeNull();
	});

	it('matches patterns, camel-case names in any case, and never a pattern whose letters are absent', () => {
		const d = compileDictionary({
			'AIME 2024': ["re:\\bAIME[\\s-]?'?(?:20)?24\\b"],
			WebShop: ['WebShop'],
			'Zero RL': ['re:(?i)\\bwithout (?:any )?sft\\b']
		});
		expect(d.find('AIME24 and Webshop, trained without any SFT').map((h) => h.name)).toEqual([
			'AIME 2024',
			'WebShop',
			'Zero RL'
		]);
		expect(d.find('aime 2024 is lower case').map((h) => h.name)).toEqual([]);
	});
});

describe('requiredLiteralSets', () => {
	it('asks for one member of every mandatory group, and nothing of optional ones', () => {
		expect(
			requiredLiteralSets(
				'\\b(?:llms?|language models?) (?:as|are used as) (?:a |the )?(?:judges?|evaluators?)'
			)
		).toEqual([
			['llm', 'language'],
			['judge', 'evaluator']
		]);
		expect(requiredLiteralSets('\\bAIME[\\s-]?(?:20)?24\\b')).toEqual([['AIME']]);
		expect(requiredLiteralSets('\\bReinforce(?= algorithm| estimator)')).toEqual([['Reinforce']]);
		expect(requiredLiteralSets('(?:foo|ba)x')).toEqual([]);
		expect(requiredLiteralSets('foo|bar')).toEqual([]);
	});
});
