// npm run train:proposals: trains the proposal model on the dev gold and writes
// etl/vocab/proposal-model.json, after printing the extractor's 5-fold cross-validated `proposed`
// score with it. The held-out gold is never read here: it stays the honest measure (npm run eval).
import { PROPOSAL_MODEL_FILE } from '../read/vocabulary.ts';
import { runTrainCli } from './train-cli.ts';
import { DEV_FOLDS } from './dev-gold.ts';
import { trainProposalsOnDevGold } from './train-proposals-on-dev-gold.ts';

await runTrainCli({
	usage: `Usage: npm run train:proposals [-- options]

Trains the proposal model on the dev gold, prints the extractor's cross-validated proposed score
with it and writes etl/vocab/${PROPOSAL_MODEL_FILE}.

Options:
  --no-cv      skip the cross-validation (its score is then not recorded)
  -h, --help   show this help
`,
	file: PROPOSAL_MODEL_FILE,
	scoreLabel: `${DEV_FOLDS}-fold cross-validation on the dev gold, proposed`,
	train: trainProposalsOnDevGold
});
