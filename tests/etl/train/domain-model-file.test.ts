// The checked-in domain model must be what `npm run train:domains` writes from today's dev gold
// and code: a changed gold file, cue list or feature without retraining fails here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDomainCues } from '../../../etl/extract/domains.ts';
import { goldPath, readGold } from '../../../etl/eval/gold-sets.ts';
import {
	DOMAIN_MODEL_FILE,
	readDomainCues,
	readDomainModelTraining,
	VOCAB_DIR
} from '../../../etl/read/vocabulary.ts';
import { domainModelFileText } from '../../../etl/train/domain-model-file.ts';
import {
	DOMAIN_TRAINING,
	domainExample,
	trainDomainModel
} from '../../../etl/train/domain-training.ts';

describe('etl/vocab/domain-model.json', () => {
	const stored = readDomainModelTraining();

	it('was trained on the dev gold as it is now', () => {
		const dev = readFileSync(goldPath('dev'));
		expect(stored.trainedOn.sha256).toBe(createHash('sha256').update(dev).digest('hex'));
		expect(stored.trainedOn.papers).toBe(readGold(goldPath('dev')).length);
	});

	it('is what training on it writes', () => {
		const cues = readDomainCues();
		const readCues = compileDomainCues(cues);
		const examples = readGold(goldPath('dev')).map((p) => domainExample(p, readCues));
		const model = trainDomainModel(examples, Object.keys(cues), DOMAIN_TRAINING);
		const text = domainModelFileText(model, DOMAIN_TRAINING, {
			trainedOn: stored.trainedOn,
			crossValidation: stored.crossValidation
		});
		expect(text === readFileSync(join(VOCAB_DIR, DOMAIN_MODEL_FILE), 'utf8')).toBe(true);
	}, 30_000);
});
