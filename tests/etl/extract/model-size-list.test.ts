import { describe, expect, it } from 'vitest';
import { sizeList } from '../../../etl/extract/model-size-list.ts';
import { extract } from '../bundled-vocabulary.ts';

/** The names read for `name` where it stands first in `text`, or null. */
const names = (text: string, name: string) => {
	const list = sizeList(name, text, text.indexOf(name) + name.length);
	return list && [list.name, ...list.siblings.map((s) => s.name)];
};

describe('sizeList', () => {
	it('reads one model per size written after slashes, with the suffix they share', () => {
		expect(names('On Qwen3-1.7B/4B, TEMPO wins.', 'Qwen3-1.7B')).toEqual([
			'Qwen3-1.7B',
			'Qwen3-4B'
		]);
		expect(names('We tune Qwen2.5-7B/14B/32B-Instruct models.', 'Qwen2.5-7B')).toEqual([
			'Qwen2.5-7B-Instruct',
			'Qwen2.5-14B-Instruct',
			'Qwen2.5-32B-Instruct'
		]);
	});

	it('keeps each slashed size its own suffix where the first name has one', () => {
		expect(names('We run Qwen3-30B-A3B/235B-A22B.', 'Qwen3-30B-A3B')).toEqual([
			'Qwen3-30B-A3B',
			'Qwen3-235B-A22B'
		]);
		expect(names('We run Qwen2.5-Math-7B-Base/7B-Instruct.', 'Qwen2.5-Math-7B-Base')).toEqual([
			'Qwen2.5-Math-7B-Base',
			'Qwen2.5-Math-7B-Instruct'
		]);
		expect(names('We run Qwen2.5-7B-Instruct/14B.', 'Qwen2.5-7B-Instruct')).toEqual([
			'Qwen2.5-7B-Instruct',
			'Qwen2.5-14B-Instruct'
		]);
	});

	it('gives a bare number after a versioned name the unit of the sizes after it, not a version', () => {
		expect(names('UR2 (built on Qwen2.5-3/7B and LLaMA)', 'Qwen2.5-3')).toEqual([
			'Qwen2.5-3B',
			'Qwen2.5-7B'
		]);
		// "GPT-3", "Llama-2", "Phi-3" and "Llama 3" are versions.
		for (const [text, name] of [
			['We compare GPT-3/175B with others.', 'GPT-3'],
			['We compare Llama-2/13B with others.', 'Llama-2'],
			['We compare Phi-3/3.8B with others.', 'Phi-3'],
			['We compare Llama 3/8B with others.', 'Llama 3'],
			['Pricing follows GPT-4/1M tokens.', 'GPT-4']
		])
			expect(names(text, name), text).toBeNull();
	});

	it('reads "and -7B" and a listed ", 7B and 14B" as more sizes of the same name', () => {
		expect(names('On Qwen2.5-Math-1.5B and -7B it helps.', 'Qwen2.5-Math-1.5B')).toEqual([
			'Qwen2.5-Math-1.5B',
			'Qwen2.5-Math-7B'
		]);
		expect(
			names(
				'We evaluate DeepSeek-R1-Distill-Qwen-1.5B, 7B and 14B.',
				'DeepSeek-R1-Distill-Qwen-1.5B'
			)
		).toEqual([
			'DeepSeek-R1-Distill-Qwen-1.5B',
			'DeepSeek-R1-Distill-Qwen-7B',
			'DeepSeek-R1-Distill-Qwen-14B'
		]);
	});

	it('keeps the suffix written after a listed size', () => {
		expect(names('We use Qwen2.5-7B and 32B-Instruct.', 'Qwen2.5-7B')).toEqual([
			'Qwen2.5-7B',
			'Qwen2.5-32B-Instruct'
		]);
		expect(names('We run Qwen3-30B-A3B and 235B-A22B.', 'Qwen3-30B-A3B')).toEqual([
			'Qwen3-30B-A3B',
			'Qwen3-235B-A22B'
		]);
	});

	it('marks where each size is written in the text', () => {
		const text = 'We tune Qwen2.5-7B/14B/32B now.';
		const list = sizeList('Qwen2.5-7B', text, text.indexOf('/14B'))!;
		expect(list.siblings.map((s) => text.slice(s.start, s.end))).toEqual(['14B', '32B']);
	});

	it('reads no size that counts tokens, samples or data, or that opens the next name', () => {
		for (const text of [
			'We release Qwen2.5-7B and 1.2M reasoning traces.',
			'We use Qwen2.5-7B and 8B token budgets.',
			'Qwen2.5-7B and 14B token corpora are used.',
			'Training on Qwen2.5-7B/8B tokens of math.',
			'We train Qwen2.5-7B and 8B tokens of math.',
			'Qwen2.5-7B and GPT-4o are compared.'
		])
			expect(names(text, 'Qwen2.5-7B'), text).toBeNull();
		expect(names('Llama-3-8B/70Bn', 'Llama-3-8B')).toBeNull();
		// A smaller size after a slash is the active part of a mixture of experts.
		expect(names('We use DeepSeek-V3-671B/37B here.', 'DeepSeek-V3-671B')).toBeNull();
		expect(names('We use Qwen3-30B/3B active parameters.', 'Qwen3-30B')).toBeNull();
	});

	it('reads a bare number as a size after any version the name ends in', () => {
		expect(names('We use Qwen-2.5-3/7B.', 'Qwen-2.5-3')).toEqual(['Qwen-2.5-3B', 'Qwen-2.5-7B']);
		expect(names('We use Gemma-2-2/9B.', 'Gemma-2-2')).toEqual(['Gemma-2-2B', 'Gemma-2-9B']);
		expect(names('We use Llama 3.1 8/70B.', 'Llama 3.1 8')).toEqual([
			'Llama 3.1 8B',
			'Llama 3.1 70B'
		]);
	});
});

describe('sized lists in the extractor', () => {
	it('lists every size as a model with its own size, read where each is written', () => {
		const text = 'We train Llama-3.2-1B/3B-Instruct with GRPO.';
		const f = extract('T', text);
		expect(f.models).toEqual([
			{ name: 'Llama-3.2-1B-Instruct', family: 'Llama', params_b: 1 },
			{ name: 'Llama-3.2-3B-Instruct', family: 'Llama', params_b: 3 }
		]);
		const second = f.mentions.find((m) => m.kind === 'model' && m.name === 'Llama-3.2-3B-Instruct');
		expect(text.slice(second!.start, second!.end)).toBe('3B');
	});

	it('keeps a size followed by a kind of model, not one that opens the next name', () => {
		expect(
			extract(
				'T',
				'We evaluate Qwen2.5-7B and 14B LLMs and Llama-3.1-8B and 70B Base models.'
			).models.map((m) => m.name)
		).toEqual(['Qwen2.5-7B', 'Qwen2.5-14B', 'Llama-3.1-8B', 'Llama-3.1-70B']);
		expect(
			extract('T', 'We evaluate Qwen2.5-7B and 8B Llama-3.1 models.').models.map((m) => m.name)
		).toEqual(['Qwen2.5-7B', 'Llama-3.1']);
	});

	it('counts the size of every model read as a parameter count, a bare first number too', () => {
		expect(extract('T', 'UR2 is built on Qwen2.5-3/7B.').model_sizes_b.sort()).toEqual([3, 7]);
	});

	it('keeps a version written after the size of a model no family lists', () => {
		expect(extract('T', 'It beats TowerInstruct-7B-v0.2 by a point.').models).toEqual([
			{ name: 'TowerInstruct-7B-v0.2', family: 'TowerInstruct', params_b: 7 }
		]);
	});
});
