// A checked-in model must be what its training writes from today's dev gold and code,
// cross-validated score included: a changed gold file, rule, cue or feature without retraining
// fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldDigest, goldPath } from '../../../etl/eval/gold-sets.ts';
import { VOCAB_DIR } from '../../../etl/read/vocabulary.ts';

export function describeCheckedInModel(
	file: string,
	trainedOnDigest: () => string,
	train: () => string
) {
	describe(`etl/vocab/${file}`, () => {
		it('was trained on the dev gold as it is now', () => {
			expect(trainedOnDigest()).toBe(goldDigest(goldPath('dev')));
		});

		it('is what training on it writes', () => {
			const stored = readFileSync(join(VOCAB_DIR, file), 'utf8').split('\n');
			const trained = train().split('\n');
			// The first line that differs, not a diff of thousands of weights.
			const at = trained.findIndex((line, i) => line !== stored[i]);
			expect(at === -1 ? null : { line: at + 1, stored: stored[at], trained: trained[at] }).toBe(
				null
			);
			expect(trained.length).toBe(stored.length);
		}, 180_000);
	});
}
