import { describe, expect, it } from 'vitest';
import { sizeList } from '../../../etl/extract/model-size-list.ts';
import { extract } from '../bundled-vocabulary.ts';

const names = (name: string, after: string) => {
	const list = sizeList(name, after);
	return list && [list.name, ...list.siblings.map((s) => s.name)];
};

describe('sizeList', () => {
	it('reads one model per size written after slashes, with the suffix they share', () => {
		expect(names('Qwen3-1.7B', '/4B, TEMPO wins')).toEqual(['Qwen3-1.7B', 'Qwen3-4B']);
		expect(names('Qwen2.5-7B', '/14B/32B-Instruct models')).toEqual([
			'Qwen2.5-7B-Instruct',
			'Qwen2.5-14B-Instruct',
			'Qwen2.5-32B-Instruct'
		]);
	});

	it('gives a bare first number the unit of the sizes after it', () => {
		expect(names('Qwen2.5-3', '/7B and LLaMA')).toEqual(['Qwen2.5-3B', 'Qwen2.5-7B']);
	});

	it('reads "and -7B" and a listed ", 7B and 14B" as more sizes of the same name', () => {
		expect(names('Qwen2.5-Math-1.5B', ' and -7B show gains')).toEqual([
			'Qwen2.5-Math-1.5B',
			'Qwen2.5-Math-7B'
		]);
		expect(names('DeepSeek-R1-Distill-Qwen-1.5B', ', 7B and 14B.')).toEqual([
			'DeepSeek-R1-Distill-Qwen-1.5B',
			'DeepSeek-R1-Distill-Qwen-7B',
			'DeepSeek-R1-Distill-Qwen-14B'
		]);
	});

	it('marks where each size is written, from the end of the first name', () => {
		const after = '/14B/32B';
		const list = sizeList('Qwen2.5-7B', after)!;
		expect(list.siblings.map((s) => after.slice(s.start, s.end))).toEqual(['14B', '32B']);
	});

	it('reads nothing where no size follows, or the name has no size to replace', () => {
		expect(sizeList('Qwen2.5-7B', ' and GPT-4o')).toBeNull();
		expect(sizeList('Qwen2.5-7B', ' and 8B tokens of math')).toBeNull();
		// A version is no size: "Qwen2.5" with a slash after it is another name.
		expect(sizeList('Qwen2.5', '/7B')).toBeNull();
		expect(sizeList('GPT-4o', ', 7B and 14B')).toBeNull();
		// A number and its unit run on into a word: no size ("7Bn").
		expect(sizeList('Llama-3-8B', '/70Bn')).toBeNull();
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

	it('keeps a version written after the size of a model no family lists', () => {
		expect(extract('T', 'It beats TowerInstruct-7B-v0.2 by a point.').models).toEqual([
			{ name: 'TowerInstruct-7B-v0.2', family: 'TowerInstruct', params_b: 7 }
		]);
	});
});
