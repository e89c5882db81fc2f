// The domain model trained on the dev gold as it is on disk: what `npm run train:domains` writes,
// and what a test checks the checked-in model against.
import { relative, sep } from 'node:path';
import { compileDomainCues } from '../extract/domains.ts';
import { goldDigest, goldPath, readGold } from '../eval/gold-sets.ts';
import { readDomainCues, VOCAB_DIR } from '../read/vocabulary.ts';
import { domainModelFileText } from './domain-model-file.ts';
import {
	crossValidate,
	DOMAIN_TRAINING,
	domainExample,
	trainDomainModel,
	type DomainScore
} from './domain-training.ts';

export const CROSS_VALIDATION_FOLDS = 5;

/** The model file's text, and the cross-validated score it records (null when skipped). */
export function trainOnDevGold({ crossValidation }: { crossValidation: boolean }): {
	text: string;
	score: DomainScore | null;
} {
	const goldFile = goldPath('dev');
	const gold = readGold(goldFile);
	const cues = readDomainCues();
	const domains = Object.keys(cues);
	const readCues = compileDomainCues(cues);
	const examples = gold.map((paper) => domainExample(paper, readCues));
	const score = crossValidation
		? crossValidate(examples, domains, DOMAIN_TRAINING, CROSS_VALIDATION_FOLDS)
		: null;
	const text = domainModelFileText(
		trainDomainModel(examples, domains, DOMAIN_TRAINING),
		DOMAIN_TRAINING,
		{
			trainedOn: {
				// Written the same on every system.
				file: relative(`${VOCAB_DIR}/../..`, goldFile).split(sep).join('/'),
				sha256: goldDigest(goldFile),
				papers: gold.length
			},
			crossValidation: score && { folds: CROSS_VALIDATION_FOLDS, ...score }
		}
	);
	return { text, score };
}
