import { describe, expect, it } from 'vitest';
import { indexArtifacts, type Artifact } from '../../../etl/dates/artifact-index.ts';
import { ARTIFACTS, ARTIFACT_INDEX } from '../bundled-vocabulary.ts';
import { notBefore } from '../../../etl/dates/not-before.ts';
import type { Model } from '../../../etl/types.ts';
import { artifactsInText, datedPapers } from './dated-seeds.ts';

const model = (name: string): Model => ({ name, family: null, params_b: null });
const features = (algorithms: string[], benchmarks: string[], models: string[] = []) => ({
	algorithms,
	benchmarks,
	models: models.map(model)
});

describe('notBefore', () => {
	it('is the first day of the latest release month among the named artifacts', () => {
		const bound = notBefore(
			features(['PPO', 'GRPO'], ['AIME 2024'], ['DeepSeek-R1', 'GPT-4o']),
			ARTIFACT_INDEX
		);
		expect(bound).toEqual({
			date: '2025-01-01',
			because: 'model DeepSeek-R1 released 2025-01: arXiv:2501.12948 (DeepSeek-R1)'
		});
	});

	it('names the written model and the artifact it matched', () => {
		const bound = notBefore(features([], ['MATH-500'], ['Qwen3-4B-Base']), ARTIFACT_INDEX);
		expect(bound?.date).toBe('2025-04-01');
		expect(bound?.because).toMatch(/^model Qwen3-4B-Base \(Qwen3\) released 2025-04: /);
	});

	it('reads algorithms and benchmarks too', () => {
		expect(notBefore(features(['DAPO', 'PPO'], []), ARTIFACT_INDEX)?.date).toBe('2025-03-01');
		expect(notBefore(features([], ['GSM8K', 'AIME 2025']), ARTIFACT_INDEX)?.date).toBe(
			'2025-02-01'
		);
	});

	it('is null when nothing named has a known date', () => {
		expect(
			notBefore(features(['Q-learning'], ['MyNewBench'], ['SomeModel-7B']), ARTIFACT_INDEX)
		).toBeNull();
		expect(notBefore(features([], []), ARTIFACT_INDEX)).toBeNull();
	});

	it('keeps the first named artifact on a tie', () => {
		const bound = notBefore(features(['KTO', 'GRPO'], []), ARTIFACT_INDEX);
		expect(bound?.because).toMatch(/^algorithm KTO /);
	});

	it('takes its artifacts as a parameter', () => {
		const own: Artifact[] = [{ name: 'X', kind: 'algorithm', released: '2030-12', source: 'test' }];
		expect(notBefore(features(['X', 'GRPO'], []), indexArtifacts(own))?.date).toBe('2030-12-01');
	});
});

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

describe('property: a bound never falls after the real date', () => {
	it('holds on 2,000 synthetic papers that name artifacts released before them', () => {
		const next = random(7);
		const months = [...new Set(ARTIFACTS.map((a) => a.released))].sort();
		for (let run = 0; run < 2000; run++) {
			// A paper written in some month can only name artifacts already released.
			const month = months[Math.floor(next() * months.length)];
			const day = 1 + Math.floor(next() * 28);
			const published = `${month}-${String(day).padStart(2, '0')}`;
			const known = ARTIFACTS.filter((a) => a.released <= month);
			const named = known.filter(() => next() < 0.05);
			const spelled = (a: Artifact) =>
				a.aliases && next() < 0.5 ? a.aliases[Math.floor(next() * a.aliases.length)] : a.name;
			const f = features(
				named.filter((a) => a.kind === 'algorithm').map(spelled),
				named.filter((a) => a.kind === 'benchmark').map(spelled),
				// Models are written with sizes and suffixes; the prefix rule must see through them.
				named.filter((a) => a.kind === 'model').map((a) => `${spelled(a)}-7B-Instruct`)
			);
			const bound = notBefore(f, ARTIFACT_INDEX);
			if (named.length === 0) expect(bound).toBeNull();
			else {
				expect(bound, published).not.toBeNull();
				expect(bound!.date <= published, `${bound!.because} vs ${published}`).toBe(true);
				// And it is the tightest bound the named artifacts give.
				const latest = named.reduce((m, a) => (a.released > m ? a.released : m), '');
				expect(bound!.date).toBe(`${latest}-01`);
			}
		}
	});

	it('holds on the dated seed listings for every artifact their text names', () => {
		const papers = datedPapers('seeds/002_669c3d1b1bd28893.txt', 2026);
		expect(papers.length).toBeGreaterThanOrEqual(55);
		let bounded = 0;
		for (const paper of papers) {
			const found = artifactsInText(`${paper.title} ${paper.abstract}`, ARTIFACTS, ARTIFACT_INDEX);
			const bound = notBefore(
				features(
					found.filter((f) => f.kind === 'algorithm').map((f) => f.name),
					found.filter((f) => f.kind === 'benchmark').map((f) => f.name),
					found.filter((f) => f.kind === 'model').map((f) => f.name)
				),
				ARTIFACT_INDEX
			);
			if (!bound) continue;
			bounded++;
			expect(bound.date <= paper.published, `${paper.title}: ${bound.because}`).toBe(true);
		}
		// Enough of them name dated artifacts for the check to mean something.
		expect(bounded).toBeGreaterThanOrEqual(25);
	});
});
