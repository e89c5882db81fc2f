import { indexArtifacts } from '../dates/artifact-index.ts';
import { notBefore } from '../dates/not-before.ts';
import { extractFeatures } from '../extract/index.ts';
import { paperId } from '../parse/paper-id.ts';
import { loadVocabulary, readArtifacts } from '../read/vocabulary.ts';
import type { Stager } from './stage-batch.ts';

/** The production stager: the bundled vocabularies, title-hash ids, artifact-date bounds. */
export function defaultStager(): Stager {
	const vocabulary = loadVocabulary();
	const artifacts = indexArtifacts(readArtifacts());
	return {
		paperId,
		extract: (title, abstract) => extractFeatures(title, abstract, vocabulary),
		bound: (features) => notBefore(features, artifacts)
	};
}
