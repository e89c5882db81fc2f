import { describe, expect, it } from 'vitest';
import { nameText } from '../../../../src/lib/text/name-text.ts';

describe('nameText', () => {
	it('raises and lowers the scripts a coined name keeps bare', () => {
		expect(nameText('UR^2')).toBe('UR²');
		expect(nameText('V_1')).toBe('V₁');
		expect(nameText('G^2RPO-A')).toBe('G²RPO-A');
		expect(nameText('Med-R^{3}')).toBe('Med-R³');
		expect(nameText('V_1-Infer')).toBe('V₁-Infer');
		expect(nameText('X^10')).toBe('X¹⁰');
		expect(nameText('x^2_1')).toBe('x²₁');
		expect(nameText('π_0')).toBe('π₀');
	});

	it('leaves identifiers with underscores and plain names as they are', () => {
		expect(nameText('rl_reach')).toBe('rl_reach');
		expect(nameText('C-IR_Answerability')).toBe('C-IR_Answerability');
		expect(nameText('Llama_3_8B')).toBe('Llama_3_8B');
		expect(nameText('ID_42')).toBe('ID_42');
		expect(nameText('price_2024')).toBe('price_2024');
		expect(nameText('x_1y')).toBe('x_1y');
		expect(nameText('a_b_1')).toBe('a_b_1');
		expect(nameText('Model_v2_1')).toBe('Model_v2_1');
		expect(nameText('GRPO')).toBe('GRPO');
		expect(nameText('')).toBe('');
	});

	it('reads other LaTeX in a name as text', () => {
		expect(nameText('M\\textsuperscript{3}Bind')).toBe('M³Bind');
		// Still in LaTeX: read as it is written, not raised twice.
		expect(nameText('$V_1$')).toBe('V₁');
	});
});
