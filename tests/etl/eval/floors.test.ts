// The extractor's quality on the hand-annotated papers may rise, never slip: floors sit 0.02
// under the F1 measured when they were last raised (npm run eval prints the current numbers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../../etl/extract/index.ts';
import { evaluate, type Field, type GoldPaper } from '../../../etl/eval/score.ts';

const FLOORS: Record<Field, number> = {
	algorithms: 0.98,
	paradigms: 0.88,
	benchmarks: 0.95,
	proposed: 0.76,
	models: 0.92,
	model_sizes_b: 0.98,
	gains: 0.91,
	scores: 0.89,
	domains: 0.76,
	urls: 0.98
};

const gold = readFileSync(join(import.meta.dirname, '../../fixtures/gold-dev.jsonl'), 'utf8')
	.trim()
	.split('\n')
	.map((line) => JSON.parse(line) as GoldPaper);

describe('extractor quality on the dev gold set', () => {
	const report = evaluate(gold, (title, abstract) => extractFeatures(title, abstract));
	for (const [field, floor] of Object.entries(FLOORS) as [Field, number][]) {
		it(`${field} F1 ≥ ${floor}`, () =>
			expect(report.fields[field].f1).toBeGreaterThanOrEqual(floor));
	}
});
