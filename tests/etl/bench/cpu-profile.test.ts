import { describe, expect, it } from 'vitest';
import { fileOf, summariseProfile, type CpuProfile } from '../../../etl/bench/cpu-profile.ts';

const at = (functionName: string, file: string, lineNumber = 0) => ({
	functionName,
	url: file ? `file:///repo/etl/${file}` : '',
	lineNumber
});

// (root) → main → extractFeatures → names → find (dictionary) → run (literal-scan)
//                                 → extractProposed → isKnown (index) → find (dictionary)
//        → (garbage collector)
const profile: CpuProfile = {
	nodes: [
		{ id: 1, callFrame: at('(root)', ''), children: [2, 9] },
		{ id: 2, callFrame: at('main', 'bench/extract-cli.ts'), children: [3] },
		{ id: 3, callFrame: at('extractFeatures', 'extract/index.ts'), children: [4, 6] },
		{ id: 4, callFrame: at('names', 'extract/index.ts'), children: [5] },
		{ id: 5, callFrame: at('find', 'extract/dictionary.ts', 9), children: [10] },
		{ id: 10, callFrame: at('', 'extract/literal-scan.ts', 99) },
		{ id: 6, callFrame: at('extractProposed', 'extract/proposed.ts'), children: [7] },
		{ id: 7, callFrame: at('isKnown', 'extract/index.ts'), children: [8] },
		{ id: 8, callFrame: at('find', 'extract/dictionary.ts', 9) },
		{ id: 9, callFrame: at('(garbage collector)', '') }
	],
	samples: [10, 10, 5, 8, 6, 3, 9, 2],
	timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 500, 2000]
};

describe('summariseProfile', () => {
	const summary = summariseProfile(profile, 'extractFeatures');

	it('counts only the samples below the root, and GC apart', () => {
		expect(summary.totalMs).toBe(6);
		expect(summary.profileMs).toBe(8.5);
		expect(summary.gcMs).toBe(0.5);
	});

	it('gives each sample to the function the root called, whatever that one calls back', () => {
		expect(summary.byCallee).toEqual([
			{ name: 'names (extract/index.ts)', ms: 3 },
			{ name: 'extractProposed (extract/proposed.ts)', ms: 2 },
			{ name: 'extractFeatures (self)', ms: 1 }
		]);
	});

	it('gives self time to the innermost frame, and inclusive time once per file on the stack', () => {
		expect(summary.selfByFile).toEqual([
			{ name: 'extract/dictionary.ts', ms: 2 },
			{ name: 'extract/literal-scan.ts', ms: 2 },
			{ name: 'extract/index.ts', ms: 1 },
			{ name: 'extract/proposed.ts', ms: 1 }
		]);
		expect(summary.inclusiveByFile).toEqual([
			{ name: 'extract/index.ts', ms: 6 },
			{ name: 'extract/dictionary.ts', ms: 4 },
			{ name: 'extract/literal-scan.ts', ms: 2 },
			{ name: 'extract/proposed.ts', ms: 2 }
		]);
		expect(summary.selfByFunction[0]).toEqual({
			name: '(anonymous) (extract/literal-scan.ts:100)',
			ms: 2
		});
	});

	it('names lines as the given reader maps them', () => {
		const mapped = summariseProfile(profile, 'extractFeatures', (frame) =>
			frame.functionName === 'find' ? 42 : null
		);
		expect(mapped.selfByFunction.map((row) => row.name)).toContain(
			'find (extract/dictionary.ts:42)'
		);
		expect(mapped.selfByFunction.map((row) => row.name)).toContain(
			'(anonymous) (extract/literal-scan.ts)'
		);
	});

	it('names files from the etl folder down, and V8 nodes by their own name', () => {
		expect(fileOf('file:///x/etl/extract/gains.ts', 'extractGains')).toBe('extract/gains.ts');
		expect(fileOf('', '(program)')).toBe('(program)');
	});
});
