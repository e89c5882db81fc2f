// What every model trained on the dev gold shares: the folds it is cross-validated on, and how
// its file records what it was trained on.
import { relative, sep } from 'node:path';
import { goldDigest, goldPath } from '../eval/gold-sets.ts';
import { VOCAB_DIR, type ModelTraining } from '../read/vocabulary.ts';

export const DEV_FOLDS = 5;

export const DEV_GOLD_FILE = goldPath('dev');

/** The record of a model trained on the dev gold (with `papers` papers), and its folds' score. */
export function devTraining<Score>(papers: number, score: Score | null): ModelTraining<Score> {
	return {
		trainedOn: {
			// Written the same on every system.
			file: relative(`${VOCAB_DIR}/../..`, DEV_GOLD_FILE).split(sep).join('/'),
			sha256: goldDigest(DEV_GOLD_FILE),
			papers
		},
		crossValidation: score && { folds: DEV_FOLDS, ...score }
	};
}
