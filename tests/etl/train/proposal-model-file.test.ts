// The checked-in proposal model must be what `npm run train:proposals` writes from today's dev
// gold and code, cross-validated score included: a changed gold file, rule or piece of evidence
// without retraining fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldDigest, goldPath } from '../../../etl/eval/gold-sets.ts';
import {
	PROPOSAL_MODEL_FILE,
	readProposalModelTraining,
	VOCAB_DIR
} from '../../../etl/read/vocabulary.ts';
import { trainProposalsOnDevGold } from '../../../etl/train/train-proposals-on-dev-gold.ts';

describe('etl/vocab/proposal-model.json', () => {
	it('was trained on the dev gold as it is now', () => {
		expect(readProposalModelTraining().trainedOn.sha256).toBe(goldDigest(goldPath('dev')));
	});

	it('is what training on it writes', () => {
		const stored = readFileSync(join(VOCAB_DIR, PROPOSAL_MODEL_FILE), 'utf8').split('\n');
		const trained = trainProposalsOnDevGold({ crossValidation: true }).text.split('\n');
		// The first line that differs, not a diff of thousands of weights.
		const at = trained.findIndex((line, i) => line !== stored[i]);
		expect(at === -1 ? null : { line: at + 1, stored: stored[at], trained: trained[at] }).toBe(
			null
		);
		expect(trained.length).toBe(stored.length);
	}, 180_000);
});
