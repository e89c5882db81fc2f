// npm run train:domains: trains the domain model on the dev gold and writes
// etl/vocab/domain-model.json, after printing its 5-fold cross-validated score on dev. The held-out
// gold is never read here: it stays the honest measure of the trained model (npm run eval).
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { formatPrf } from '../eval/score.ts';
import { writeCacheFile } from '../fetch/cache-dir.ts';
import { DOMAIN_MODEL_FILE, VOCAB_DIR } from '../read/vocabulary.ts';
import { CROSS_VALIDATION_FOLDS, trainOnDevGold } from './train-on-dev-gold.ts';

const USAGE = `Usage: npm run train:domains [-- options]

Trains the domain model on the dev gold, prints its cross-validated score and writes
etl/vocab/${DOMAIN_MODEL_FILE}.

Options:
  --no-cv      skip the cross-validation (its score is then not recorded)
  -h, --help   show this help
`;
const { values } = optionsOrExit(
	{ ...HELP_OPTION, 'no-cv': { type: 'boolean', default: false } },
	USAGE
);

const started = performance.now();
const { text, score } = trainOnDevGold({ crossValidation: !values['no-cv'] });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (score)
	console.log(
		`${CROSS_VALIDATION_FOLDS}-fold cross-validation on the dev gold: ${formatPrf(score)} (tp ${score.tp} fp ${score.fp} fn ${score.fn})`
	);
await writeCacheFile(VOCAB_DIR, DOMAIN_MODEL_FILE, new TextEncoder().encode(text));
console.log(`wrote etl/vocab/${DOMAIN_MODEL_FILE} in ${seconds} s`);
