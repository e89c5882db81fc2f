import { describe, expect, it } from 'vitest';
import { withBenchmarkCues } from '../../../etl/extract/benchmark-domain-cues.ts';

const CUES = { robotics: ['robot'], 'math reasoning': ['math'], other: [] };
const BENCHMARKS = {
	LIBERO: ['LIBERO', 'libero-goal'],
	'MATH-500': ['MATH-500', 'MATH500'],
	AMC: ['re:\\bAMC\\b'],
	'AIME 2024': ['AIME 2024', 're:\\bAIME[\\s-]?24\\b']
};

describe('withBenchmarkCues', () => {
	it("adds each listed benchmark's literal aliases to its domain's cues, once", () => {
		const merged = withBenchmarkCues(CUES, BENCHMARKS, {
			robotics: ['LIBERO'],
			'math reasoning': ['MATH-500', 'AIME 2024', 'MATH-500']
		});
		expect(merged).toEqual({
			robotics: ['robot', 'LIBERO', 'libero-goal'],
			'math reasoning': ['math', 'MATH-500', 'MATH500', 'AIME 2024'],
			other: []
		});
		// The cues read from domains.json stay as they were.
		expect(CUES.robotics).toEqual(['robot']);
	});

	it('is an error for a domain or benchmark it does not know, or a benchmark with only patterns', () => {
		expect(() => withBenchmarkCues(CUES, BENCHMARKS, { robots: ['LIBERO'] })).toThrow(
			'"robots" is no domain of domains.json'
		);
		expect(() => withBenchmarkCues(CUES, BENCHMARKS, { robotics: ['Libero'] })).toThrow(
			'"Libero" (robotics) is no benchmark of benchmarks.json'
		);
		expect(() => withBenchmarkCues(CUES, BENCHMARKS, { robotics: ['constructor'] })).toThrow(
			'is no benchmark'
		);
		expect(() => withBenchmarkCues(CUES, BENCHMARKS, { 'math reasoning': ['AMC'] })).toThrow(
			'"AMC" (math reasoning) has only patterns'
		);
	});
});
