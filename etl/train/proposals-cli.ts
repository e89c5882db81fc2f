// npm run train:proposals: trains the proposal model on the dev gold and writes
// etl/vocab/proposal-model.json, after printing the extractor's 5-fold cross-validated `proposed`
// score with it. The held-out gold is never read here: it stays the honest measure (npm run eval).
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { formatPrf } from '../eval/score.ts';
import { writeCacheFile } from '../fetch/cache-dir.ts';
import { PROPOSAL_MODEL_FILE, VOCAB_DIR } from '../read/vocabulary.ts';
import { PROPOSAL_FOLDS, trainProposalsOnDevGold } from './train-proposals-on-dev-gold.ts';

const USAGE = `Usage: npm run train:proposals [-- options]

Trains the proposal model on the dev gold, prints the extractor's cross-validated proposed score
with it and writes etl/vocab/${PROPOSAL_MODEL_FILE}.

Options:
  --no-cv      skip the cross-validation (its score is then not recorded)
  -h, --help   show this help
`;
const { values } = optionsOrExit(
	{ ...HELP_OPTION, 'no-cv': { type: 'boolean', default: false } },
	USAGE
);

const started = performance.now();
const { text, score } = trainProposalsOnDevGold({ crossValidation: !values['no-cv'] });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (score)
	console.log(
		`${PROPOSAL_FOLDS}-fold cross-validation on the dev gold, proposed: ${formatPrf(score)} (tp ${score.tp} fp ${score.fp} fn ${score.fn})`
	);
await writeCacheFile(VOCAB_DIR, PROPOSAL_MODEL_FILE, new TextEncoder().encode(text));
console.log(`wrote etl/vocab/${PROPOSAL_MODEL_FILE} in ${seconds} s`);
