import { describe, expect, it } from 'vitest';
import { extractModels } from '../../../etl/extract/models.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { vocabulary } from '../bundled-vocabulary.ts';

const models = (abstract: string) =>
	extractModels(sourcesOf('A study', abstract), { models: vocabulary.models }).models.map((m) => [
		m.name,
		m.family,
		m.params_b
	]);

describe('extractModels', () => {
	it('reads no model in a LaTeX letter: "$\\Phi$" is no Phi', () => {
		expect(models('ReLU networks $\\Phi: \\mathbb{R}^d \\to \\mathbb{R}$ with depth.')).toEqual([]);
		expect(models('We fine-tune Phi-3-mini on it.').map(([name]) => name)).toEqual(['Phi-3-mini']);
	});

	it('reads OpenAI models written in lower case as their API names them, not a word "gpt"', () => {
		expect(models('We compare with gpt-4o-mini and gpt-oss-20b as judges.')).toEqual([
			['gpt-4o-mini', 'GPT', null],
			['gpt-oss-20b', 'GPT', 20]
		]);
		expect(models('We use a gpt style decoder from https://github.com/x/gpt-neo here.')).toEqual(
			[]
		);
	});

	it('reads a curated family with its version, suffixes and size', () => {
		expect(models('We fine-tune Qwen2.5-Math-7B and Llama 3 8B Instruct.')).toEqual([
			['Qwen2.5-Math-7B', 'Qwen', 7],
			['Llama 3 8B Instruct', 'Llama', 8]
		]);
	});

	it('ends a name at a descriptor, and drops a manner, written in title case too', () => {
		expect(models('We study Llama-Based Agents and Whisper-Style encoders.')).toEqual([
			['Llama', 'Llama', null]
		]);
	});

	it('reads speech, image and code model families', () => {
		expect(models('We caption Whisper outputs and score Stable Diffusion 3 images.')).toEqual([
			['Whisper', 'Whisper', null],
			['Stable Diffusion 3', 'Stable Diffusion', null]
		]);
	});

	it('tells a model its family released from one a paper built and named', () => {
		for (const name of ['Qwen2.5-Math-7B-Instruct', 'DeepSeek-R1-Distill-Qwen-7B', 'gemma-2-9b-it'])
			expect(vocabulary.models.isReleased(name)).toBe(true);
		expect(vocabulary.models.isReleased('CodeT5-Authorship')).toBe(false);
	});

	it('reads a model of an unknown family only when its name carries a size', () => {
		expect(models('Our Zebra-13B beats Zebra on two tasks.')).toEqual([['Zebra-13B', 'Zebra', 13]]);
	});

	it('ends a name at a sentence stop with no space after it, and at a dash before a small word', () => {
		expect(models('We profile Phi-2, Llama-3-Qwen.We then vary Mistral-7B-v0.2 batches.')).toEqual([
			['Phi-2', 'Phi', null],
			['Llama-3-Qwen', 'Llama', null],
			['Mistral-7B-v0.2', 'Mistral', 7]
		]);
		expect(models('We attack Gemma 2-by measuring success rates.')).toEqual([
			['Gemma 2', 'Gemma', null]
		]);
		expect(models('We train Fooformer-2.5B.Then we stop.')).toEqual([
			['Fooformer-2.5B', 'Fooformer', 2.5]
		]);
	});

	it('ends a name before a lower-case participle after a hyphen', () => {
		expect(models('Students of Mistral-7B-distilled teachers and Qwen2-pruned models.')).toEqual([
			['Mistral-7B', 'Mistral', 7],
			['Qwen2', 'Qwen', null]
		]);
	});

	it('skips a model named only as a manner ("-style", "-like")', () => {
		expect(
			models('We extend DeepSeek-R1-Zero-style training with GPT-like judges to Qwen3-4B.')
		).toEqual([['Qwen3-4B', 'Qwen', 4]]);
	});

	it('counts a model only motivating the paper not, and one it uses later once', () => {
		expect(
			models('With the advent of DeepSeek-R1, RL for reasoning spread. We train Qwen2.5-7B.')
		).toEqual([['Qwen2.5-7B', 'Qwen', 7]]);
		expect(
			models('Models like GPT-4o reason well. We distill GPT-4o into a small policy.')
		).toEqual([['GPT-4o', 'GPT', null]]);
	});

	it('reads image generation models', () => {
		expect(models('We integrate DALL-E 3 and Stable Diffusion into the loop.')).toEqual([
			['DALL-E 3', 'DALL-E', null],
			['Stable Diffusion', 'Stable Diffusion', null]
		]);
	});

	it("reads OpenAI's bare o1 and o3 as GPT models, not an upper-case O3", () => {
		expect(models('Our agent matches o1 and beats o3 on the hard split.')).toEqual([
			['o1', 'GPT', null],
			['o3', 'GPT', null]
		]);
		expect(models('The sensor reads O3 and NO2 levels.')).toEqual([]);
	});

	it('reads no model in the part of a name after a superscript glued to it', () => {
		expect(models('We propose S$^2$GPT-PINN, a small model, and compare it with GPT-4o.')).toEqual([
			['GPT-4o', 'GPT', null]
		]);
	});

	it('reads no model in indexed symbols o1, o2, o3', () => {
		expect(models('The agent receives observations o1, o2 and o3 at each step.')).toEqual([]);
	});
});
