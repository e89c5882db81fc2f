// The checked-in domain model must be what `npm run train:domains` writes from today's dev gold
// and code, cross-validated score included: a changed gold file, cue list or feature without
// retraining fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldDigest, goldPath } from '../../../etl/eval/gold-sets.ts';
import {
	DOMAIN_MODEL_FILE,
	readDomainModelTraining,
	VOCAB_DIR
} from '../../../etl/read/vocabulary.ts';
import { trainOnDevGold } from '../../../etl/train/train-on-dev-gold.ts';

describe('etl/vocab/domain-model.json', () => {
	it('was trained on the dev gold as it is now', () => {
		expect(readDomainModelTraining().trainedOn.sha256).toBe(goldDigest(goldPath('dev')));
	});

	it('is what training on it writes', () => {
		const stored = readFileSync(join(VOCAB_DIR, DOMAIN_MODEL_FILE), 'utf8').split('\n');
		const trained = trainOnDevGold({ crossValidation: true }).text.split('\n');
		// The first line that differs, not a diff of a megabyte.
		const at = trained.findIndex((line, i) => line !== stored[i]);
		expect(at === -1 ? null : { line: at + 1, stored: stored[at], trained: trained[at] }).toBe(
			null
		);
		expect(trained.length).toBe(stored.length);
	}, 120_000);
});
