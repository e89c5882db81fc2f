// The domain model trained on the dev gold as it is on disk: what `npm run train:domains` writes,
// and what a test checks the checked-in model against.
import { compileDomainCues } from '../extract/domains.ts';
import { readGold } from '../eval/gold-sets.ts';
import { readDomainCues } from '../read/vocabulary.ts';
import { DEV_FOLDS, DEV_GOLD_FILE, devTraining } from './dev-gold.ts';
import { domainModelFileText } from './domain-model-file.ts';
import {
	crossValidate,
	DOMAIN_TRAINING,
	domainExample,
	trainDomainModel,
	type DomainScore
} from './domain-training.ts';

/** The model file's text, and the cross-validated score it records (null when skipped). */
export function trainOnDevGold({ crossValidation }: { crossValidation: boolean }): {
	text: string;
	score: DomainScore | null;
} {
	const gold = readGold(DEV_GOLD_FILE);
	const cues = readDomainCues();
	const domains = Object.keys(cues);
	const readCues = compileDomainCues(cues);
	const examples = gold.map((paper) => domainExample(paper, readCues));
	const score = crossValidation
		? crossValidate(examples, domains, DOMAIN_TRAINING, DEV_FOLDS)
		: null;
	const text = domainModelFileText(
		trainDomainModel(examples, domains, DOMAIN_TRAINING),
		DOMAIN_TRAINING,
		devTraining(gold.length, score)
	);
	return { text, score };
}
