// npm run train:domains: trains the domain model on the dev gold and writes
// etl/vocab/domain-model.json, after printing its 5-fold cross-validated score on dev. The held-out
// gold is never read here: it stays the honest measure of the trained model (npm run eval).
import { DOMAIN_MODEL_FILE } from '../read/vocabulary.ts';
import { runTrainCli } from './train-cli.ts';
import { DEV_FOLDS } from './dev-gold.ts';
import { trainOnDevGold } from './train-on-dev-gold.ts';

await runTrainCli({
	usage: `Usage: npm run train:domains [-- options]

Trains the domain model on the dev gold, prints its cross-validated score and writes
etl/vocab/${DOMAIN_MODEL_FILE}.

Options:
  --no-cv      skip the cross-validation (its score is then not recorded)
  -h, --help   show this help
`,
	file: DOMAIN_MODEL_FILE,
	scoreLabel: `${DEV_FOLDS}-fold cross-validation on the dev gold`,
	train: trainOnDevGold
});
