import { describe, expect, it } from 'vitest';
import { algorithmKey, benchmarkKey, modelKey } from '../../../etl/dates/name-key.ts';

describe('name keys', () => {
	it('unifies model spellings and drops an organisation prefix', () => {
		expect(modelKey('Llama 3')).toBe('llama3');
		expect(modelKey('LLaMA-3')).toBe('llama3');
		expect(modelKey('meta-llama/Meta-Llama-3-8B')).toBe('meta-llama3-8b');
		expect(modelKey('Qwen2.5 Math 7B')).toBe('qwen2.5-math7b');
		expect(modelKey('Tülu 3')).toBe('tulu3');
		expect(modelKey('DeepSeek R1')).toBe('deepseek-r1');
	});

	it('keeps separators in benchmark keys', () => {
		expect(benchmarkKey('GPQA  Diamond')).toBe('gpqa-diamond');
		expect(benchmarkKey('AIME 2024')).toBe('aime-2024');
		expect(benchmarkKey("Humanity's Last Exam")).toBe('humanitys-last-exam');
		expect(benchmarkKey('SWE_bench — Verified')).toBe('swe-bench-verified');
	});

	it('keeps only letters, digits and + in algorithm keys', () => {
		expect(algorithmKey('Dr. GRPO')).toBe(algorithmKey('Dr GRPO'));
		expect(algorithmKey('REINFORCE++')).toBe('reinforce++');
		expect(algorithmKey('TD3+BC')).not.toBe(algorithmKey('TD3'));
	});
});
