// The proposal model trained on the dev gold as it is on disk: what `npm run train:proposals`
// writes, and what a test checks the checked-in model against. The examples are read by the
// extractor itself (its rules, without a proposal model), so the model weighs what it will see.
import { extractFeatures } from '../extract/index.ts';
import { proposalJudge, type ProposalJudge } from '../extract/proposal-model.ts';
import type { WeighedName } from '../extract/proposed/name-evidence.ts';
import { compileVocabulary } from '../extract/vocabulary.ts';
import { readGold } from '../eval/gold-sets.ts';
import { DEV_FOLDS, DEV_GOLD_FILE, devTraining } from './dev-gold.ts';
import { readVocabulary, VOCAB_DIR } from '../read/vocabulary.ts';
import { proposalModelFileText } from './proposal-model-file.ts';
import {
	crossValidateProposals,
	PROPOSAL_TRAINING,
	proposalExample,
	trainProposalModel,
	type ProposedScore
} from './proposal-training.ts';

/** The dev gold read for training: its examples, and the extractor with a given judge. */
function devProposalExamples() {
	const gold = readGold(DEV_GOLD_FILE);
	const rules = compileVocabulary(readVocabulary(VOCAB_DIR, { rulesOnly: true }));
	const examples = gold.map((paper) => {
		const weighed: WeighedName[] = [];
		// The judge takes nothing: the rules' reading, every weighed name recorded.
		const recorder: ProposalJudge = { accepts: (w) => (weighed.push(w), false), everyName: true };
		extractFeatures(paper.title, paper.abstract, { ...rules, proposals: recorder });
		return proposalExample(weighed, paper.proposed);
	});
	const extract = (i: number, judge: ProposalJudge) =>
		extractFeatures(gold[i].title, gold[i].abstract, { ...rules, proposals: judge }).proposed;
	return { examples, extract };
}

/** The model file's text, and the cross-validated score it records (null when skipped). */
export function trainProposalsOnDevGold({ crossValidation }: { crossValidation: boolean }): {
	text: string;
	score: ProposedScore | null;
} {
	const { examples, extract } = devProposalExamples();
	const score = crossValidation
		? crossValidateProposals(examples, PROPOSAL_TRAINING, extract, proposalJudge, DEV_FOLDS)
		: null;
	const text = proposalModelFileText(
		trainProposalModel(examples, PROPOSAL_TRAINING),
		PROPOSAL_TRAINING,
		devTraining(examples.length, score)
	);
	return { text, score };
}
