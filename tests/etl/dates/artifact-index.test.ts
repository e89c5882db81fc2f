import { describe, expect, it } from 'vitest';
import { indexArtifacts, type Artifact } from '../../../etl/dates/artifact-index.ts';
import { ARTIFACT_INDEX } from '../bundled-vocabulary.ts';

const model = (name: string) => ARTIFACT_INDEX.lookup('model', name)?.name ?? null;
const benchmark = (name: string) => ARTIFACT_INDEX.lookup('benchmark', name)?.name ?? null;
const algorithm = (name: string) => ARTIFACT_INDEX.lookup('algorithm', name)?.name ?? null;

describe('model lookup', () => {
	it.each([
		['Qwen2.5-Math-7B', 'Qwen2.5'],
		['Qwen2.5-VL-7B-Instruct', 'Qwen2.5-VL'],
		['Qwen3-4B-Base', 'Qwen3'],
		['Qwen-72B', 'Qwen'],
		['Qwen-1.8B', 'Qwen'],
		['LLama3-8B', 'Llama 3'],
		['Llama-3.1-8B-Instruct', 'Llama 3.1'],
		['meta-llama/Meta-Llama-3-8B', 'Llama 3'],
		['LLaMA-30B', 'Llama'],
		['LLaMA-13B', 'Llama'],
		['DeepSeek-R1-Distill-Qwen-7B', 'DeepSeek-R1'],
		['DeepSeek-R1-Lite-Preview', 'DeepSeek-R1-Lite'],
		['DeepSeek-Math-7B', 'DeepSeekMath'],
		['DeepSeek-V2.5', 'DeepSeek-V2'],
		['GPT-4o', 'GPT-4o'],
		['GPT-4o-mini', 'GPT-4o-mini'],
		['gpt-4-0613', 'GPT-4'],
		['GPT-4 Turbo', 'GPT-4 Turbo'],
		['GPT-4.1-mini', 'GPT-4.1'],
		['OpenAI-o1-1217', 'o1'],
		['o3-mini', 'o3'],
		['Claude-3.5-Sonnet', 'Claude 3.5'],
		['Claude 3 Opus', 'Claude 3'],
		['Claude Sonnet 4.5', 'Claude 4'],
		['Gemini-2.5-Pro', 'Gemini 2.5'],
		['Gemini 2.0 Flash', 'Gemini 2.0'],
		['Gemini Pro', 'Gemini 1.0'],
		['Mistral-7B-Instruct-v0.2', 'Mistral 7B'],
		['Mixtral-8x7B', 'Mixtral']
	])('%s → %s', (name, artifact) => expect(model(name)).toBe(artifact));

	it.each(['Claude Shannon', 'Gemini North', 'Qwenny', 'Llamas', 'GPT', 'Mistral', 'Gemini'])(
		'%s names no dated model',
		(name) => expect(model(name)).toBeNull()
	);
});

describe('benchmark and algorithm lookup', () => {
	it('matches benchmarks by alias and at word boundaries', () => {
		expect(benchmark('AIME24')).toBe('AIME 2024');
		expect(benchmark('AIME 2025')).toBe('AIME 2025');
		expect(benchmark('GPQA-Diamond')).toBe('GPQA');
		expect(benchmark('SWE-bench Verified')).toBe('SWE-bench Verified');
		expect(benchmark('SWE-bench Lite')).toBe('SWE-bench');
		expect(benchmark('MATH500')).toBe('MATH-500');
		expect(benchmark('AlpacaEval 2')).toBe('AlpacaEval');
		expect(benchmark('tau-bench')).toBe('τ-bench');
	});

	it('does not stretch a benchmark into a different one', () => {
		expect(benchmark('Math23K')).toBeNull();
		expect(benchmark('MATH-Hard')).toBeNull(); // MATH is exact: "Math-…" names are many
		expect(benchmark('MathQA')).toBeNull();
		expect(benchmark('AIME')).toBeNull();
	});

	it('matches algorithms by whole name only', () => {
		expect(algorithm('Dr GRPO')).toBe('Dr. GRPO');
		expect(algorithm('grpo')).toBe('GRPO');
		expect(algorithm('REINFORCE')).toBeNull();
		expect(algorithm('PPO-Lagrangian')).toBeNull();
	});
});

describe('indexArtifacts', () => {
	const base: Artifact = { name: 'X', kind: 'model', released: '2024-01', source: 's' };

	it('rejects malformed months, missing sources and unknown kinds, naming the entry', () => {
		expect(() => indexArtifacts([{ ...base, released: '2024-1' }])).toThrow(
			'artifact "X": released must be YYYY-MM, got 2024-1'
		);
		expect(() => indexArtifacts([{ ...base, source: ' ' }])).toThrow('artifact "X": no source');
		expect(() => indexArtifacts([{ ...base, kind: 'paper' as 'model' }])).toThrow(/unknown kind/);
	});

	it('rejects two artifacts sharing a spelling', () => {
		const other = { ...base, name: 'Y', aliases: ['x'] };
		expect(() => indexArtifacts([base, other])).toThrow('artifact "Y": "x" is also X');
	});
});
