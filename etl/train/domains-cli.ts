// npm run train:domains: trains the domain model on the dev gold and writes
// etl/vocab/domain-model.json, after printing its 5-fold cross-validated score on dev. The held-out
// gold is never read here: it stays the honest measure of the trained model (npm run eval).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { compileDomainCues } from '../extract/domains.ts';
import { goldPath, readGold } from '../eval/gold-sets.ts';
import { writeCacheFile } from '../fetch/cache-dir.ts';
import { DOMAIN_MODEL_FILE, readDomainCues, VOCAB_DIR } from '../read/vocabulary.ts';
import { domainModelFileText } from './domain-model-file.ts';
import {
	crossValidate,
	DOMAIN_TRAINING,
	domainExample,
	trainDomainModel
} from './domain-training.ts';

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

const ROOT = join(VOCAB_DIR, '../..');
const goldFile = goldPath('dev');
const gold = readGold(goldFile);
const cues = readDomainCues();
const domains = Object.keys(cues);
const readCues = compileDomainCues(cues);
const examples = gold.map((paper) => domainExample(paper, readCues));

const pct = (x: number) => x.toFixed(3);
let crossValidation = null;
if (!values['no-cv']) {
	const started = performance.now();
	const cv = crossValidate(examples, domains, DOMAIN_TRAINING);
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	console.log(
		`5-fold cross-validation on ${gold.length} dev papers: P ${pct(cv.precision)} R ${pct(cv.recall)} F1 ${pct(cv.f1)} (tp ${cv.tp} fp ${cv.fp} fn ${cv.fn}), ${seconds} s`
	);
	crossValidation = { folds: 5, ...cv };
}

const text = domainModelFileText(
	trainDomainModel(examples, domains, DOMAIN_TRAINING),
	DOMAIN_TRAINING,
	{
		trainedOn: {
			file: relative(ROOT, goldFile),
			sha256: createHash('sha256').update(readFileSync(goldFile)).digest('hex'),
			papers: gold.length
		},
		crossValidation
	}
);
await writeCacheFile(VOCAB_DIR, DOMAIN_MODEL_FILE, new TextEncoder().encode(text));
console.log(
	`wrote ${relative(ROOT, join(VOCAB_DIR, DOMAIN_MODEL_FILE))}: ${domains.length} domains`
);
