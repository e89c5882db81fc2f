// npm run train:domains: trains the domain model on the dev gold and writes
// etl/vocab/domain-model.json, after printing its 5-fold cross-validated score on dev. The held-out
// gold is never read here: it stays the honest measure of the trained model (npm run eval).
import { parseArgs } from 'node:util';
import { formatPrf } from '../eval/score.ts';
import { writeCacheFile } from '../fetch/cache-dir.ts';
import { DOMAIN_MODEL_FILE, VOCAB_DIR } from '../read/vocabulary.ts';
import { CROSS_VALIDATION_FOLDS, trainOnDevGold } from './train-on-dev-gold.ts';

const USAGE = 'usage: npm run train:domains [-- --no-cv]';
let values: { 'no-cv'?: boolean; help?: boolean };
try {
	({ values } = parseArgs({
		options: { 'no-cv': { type: 'boolean' }, help: { type: 'boolean' } }
	}));
} catch (error) {
	console.error(`${(error as Error).message}\n${USAGE}`);
	process.exit(2);
}
if (values.help) {
	console.log(USAGE);
	process.exit(0);
}

const started = performance.now();
const { text, score } = trainOnDevGold({ crossValidation: !values['no-cv'] });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (score)
	console.log(
		`${CROSS_VALIDATION_FOLDS}-fold cross-validation on the dev gold: ${formatPrf(score)} (tp ${score.tp} fp ${score.fp} fn ${score.fn})`
	);
await writeCacheFile(VOCAB_DIR, DOMAIN_MODEL_FILE, new TextEncoder().encode(text));
console.log(`wrote etl/vocab/${DOMAIN_MODEL_FILE} in ${seconds} s`);
