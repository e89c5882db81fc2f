// The bundled vocabularies and artifact dates, read once for the tests that run the real extractor.
import { indexArtifacts } from '../../etl/dates/artifact-index.ts';
import { extractFeatures } from '../../etl/extract/index.ts';
import { loadVocabulary, readArtifacts } from '../../etl/read/vocabulary.ts';
import type { Features } from '../../etl/types.ts';

export const vocabulary = loadVocabulary();
export const ARTIFACTS = readArtifacts();
export const ARTIFACT_INDEX = indexArtifacts(ARTIFACTS);

/** The extractor with the bundled vocabularies. */
export const extract = (title: string, abstract: string): Features =>
	extractFeatures(title, abstract, vocabulary);
