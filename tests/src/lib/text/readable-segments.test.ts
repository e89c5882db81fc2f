import { describe, expect, it } from 'vitest';
import { readableSegments } from '../../../../src/lib/text/readable-segments';

const span = (text: string, name: string, kind = 'proposed') => {
	const start = text.indexOf(name);
	return { kind, name, start, end: start + name.length };
};

describe('readableSegments', () => {
	it('carries mentions from the raw text over to the readable text', () => {
		const raw = 'We propose \\textsc{Sage}, trained with {\\em GRPO} on 0.02\\% of MATH.';
		const segments = readableSegments(raw, [
			span(raw, 'Sage'),
			span(raw, 'GRPO', 'algorithm'),
			span(raw, 'MATH', 'benchmark')
		]);
		expect(segments.map((s) => s.text).join('')).toBe(
			'We propose Sage, trained with GRPO on 0.02% of MATH.'
		);
		expect(segments.filter((s) => s.kind).map((s) => [s.kind, s.text])).toEqual([
			['proposed', 'Sage'],
			['algorithm', 'GRPO'],
			['benchmark', 'MATH']
		]);
	});

	it('gives a mention that covers converted LaTeX the whole converted text', () => {
		const raw = 'Our $\\lambda$-RLM and UR$^2$ win.';
		const segments = readableSegments(raw, [span(raw, '$\\lambda$-RLM'), span(raw, 'UR$^2$')]);
		expect(segments.filter((s) => s.kind).map((s) => s.text)).toEqual(['λ-RLM', 'UR²']);
		// A mention starting inside a converted stretch takes the stretch.
		const inside = readableSegments(raw, [{ kind: 'x', name: 'x', start: 6, end: 13 }]);
		expect(inside.find((s) => s.kind)?.text).toBe('λ');
	});

	it('drops a mention that covers only text the reading removes', () => {
		const raw = 'Prior work \\cite{ppo2017}. PPO';
		const segments = readableSegments(raw, [span(raw, 'ppo2017'), span(raw, 'PPO', 'algorithm')]);
		expect(segments.map((s) => [s.kind, s.text])).toEqual([
			[null, 'Prior work. '],
			['algorithm', 'PPO']
		]);
	});
});
