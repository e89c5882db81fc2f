import { notBefore } from '../dates/not-before.ts';
import { extractFeatures } from '../extract/index.ts';
import { paperId } from '../parse/paper-id.ts';
import type { Stager } from './stage-batch.ts';

/** The production stager: real extractor, title-hash ids, artifact-date bounds. */
export function defaultStager(): Stager {
	return {
		paperId,
		extract: (title, abstract) => extractFeatures(title, abstract),
		bound: (features) => notBefore(features)
	};
}
