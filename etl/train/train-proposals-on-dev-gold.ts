// The proposal model trained on the dev gold as it is on disk: what `npm run train:proposals`
// writes, and what a test checks the checked-in model against. The examples are read by the
// extractor itself (its rules, without a proposal model), so the model weighs what it will see.
import { relative, sep } from 'node:path';
import { extractFeatures } from '../extract/index.ts';
import { proposalJudge, type ProposalJudge } from '../extract/proposal-model.ts';
import type { WeighedName } from '../extract/proposed/name-evidence.ts';
import { compileVocabulary } from '../extract/vocabulary.ts';
import { goldDigest, goldPath, readGold } from '../eval/gold-sets.ts';
import { readVocabulary, VOCAB_DIR } from '../read/vocabulary.ts';
import { proposalModelFileText } from './proposal-model-file.ts';
import {
	crossValidateProposals,
	PROPOSAL_TRAINING,
	proposalExample,
	trainProposalModel,
	type ProposalTraining,
	type ProposedScore
} from './proposal-training.ts';

export const PROPOSAL_FOLDS = 5;

/** The dev gold read for training: its examples, and the extractor with a given judge. */
export function devProposalExamples() {
	const goldFile = goldPath('dev');
	const gold = readGold(goldFile);
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
	return { goldFile, papers: gold.length, examples, extract };
}

/** 5-fold cross-validated `proposed` score of the extractor with a model of these settings. */
export function crossValidateOnDev(
	dev: ReturnType<typeof devProposalExamples>,
	settings: ProposalTraining
): ProposedScore {
	return crossValidateProposals(dev.examples, settings, dev.extract, proposalJudge, PROPOSAL_FOLDS);
}

/** The model file's text, and the cross-validated score it records (null when skipped). */
export function trainProposalsOnDevGold({ crossValidation }: { crossValidation: boolean }): {
	text: string;
	score: ProposedScore | null;
} {
	const dev = devProposalExamples();
	const score = crossValidation ? crossValidateOnDev(dev, PROPOSAL_TRAINING) : null;
	const text = proposalModelFileText(
		trainProposalModel(dev.examples, PROPOSAL_TRAINING),
		PROPOSAL_TRAINING,
		{
			trainedOn: {
				// Written the same on every system.
				file: relative(`${VOCAB_DIR}/../..`, dev.goldFile).split(sep).join('/'),
				sha256: goldDigest(dev.goldFile),
				papers: dev.papers
			},
			crossValidation: score && { folds: PROPOSAL_FOLDS, ...score }
		}
	);
	return { text, score };
}
