// The vocabularies as files: etl/vocab/*.json read and checked here, compiled by the extractor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from '../dates/artifact-index.ts';
import type { DomainCues } from '../extract/domains.ts';
import { withBenchmarkCues, type BenchmarkDomains } from '../extract/benchmark-domain-cues.ts';
import type { Entries } from '../extract/dictionary.ts';
import { checkDomainModelData, type DomainModelData } from '../extract/domain-model.ts';
import type { DomainScore } from '../train/domain-training.ts';
import type { ProposedScore } from '../train/proposal-training.ts';
import type { ModelNameParts } from '../extract/models.ts';
import { checkProposalModelData, type ProposalModelData } from '../extract/proposal-model.ts';
import { compileVocabulary, type Vocabulary, type VocabularyData } from '../extract/vocabulary.ts';

export const VOCAB_DIR = join(import.meta.dirname, '../vocab');
/** Written by `npm run train:domains`, not by hand. */
export const DOMAIN_MODEL_FILE = 'domain-model.json';
/** Written by `npm run train:proposals`, not by hand. */
export const PROPOSAL_MODEL_FILE = 'proposal-model.json';

function readJson<T>(dir: string, file: string): T {
	const path = join(dir, file);
	try {
		return JSON.parse(readFileSync(path, 'utf8')) as T;
	} catch (error) {
		throw new Error(`${path}: ${(error as Error).message}`);
	}
}

const entries = <T>(dir: string, file: string) => readJson<{ entries: T }>(dir, file).entries;

/** The curated vocabularies of `dir` as data, before compiling; `rulesOnly` leaves the proposal
 * model out (what its training reads, before the model exists). */
export function readVocabulary(dir = VOCAB_DIR, { rulesOnly = false } = {}): VocabularyData {
	const benchmarks = entries<Entries>(dir, 'benchmarks.json');
	return {
		algorithms: entries(dir, 'algorithms.json'),
		paradigms: entries(dir, 'paradigms.json'),
		benchmarks,
		families: entries(dir, 'model-families.json'),
		modelNameParts: readModelNameParts(dir),
		domains: readDomainCues(dir, benchmarks),
		domainModel: readModel(dir, DOMAIN_MODEL_FILE, checkDomainModelData),
		blocked: entries(dir, 'blocked.json'),
		nameWords: entries(dir, 'name-words.json'),
		proposalModel: rulesOnly ? null : readModel(dir, PROPOSAL_MODEL_FILE, checkProposalModelData)
	};
}

const NAME_PART_LISTS = ['suffixes', 'descriptors', 'datasetStems'] as const;

/** model-name-parts.json, checked: a list missing or misspelt would silently match nothing. */
function readModelNameParts(dir: string): ModelNameParts {
	const parts = entries<ModelNameParts>(dir, 'model-name-parts.json');
	for (const key of NAME_PART_LISTS) {
		const list: unknown = parts?.[key];
		if (!Array.isArray(list) || !list.every((word) => typeof word === 'string'))
			throw new Error(`${join(dir, 'model-name-parts.json')}: ${key} must be a list of words`);
	}
	return parts;
}

/** A trained model's data (`entries` of `file`), checked: a damaged file is an error naming it. */
function readModel<T>(dir: string, file: string, check: (data: T) => T): T {
	const data = entries<T>(dir, file);
	try {
		return check(data);
	} catch (error) {
		throw new Error(`${join(dir, file)}: ${(error as Error).message}`);
	}
}

/**
 * The domain cues (domains.json, and the aliases of the benchmarks benchmark-domains.json gives a
 * domain): what the domain model reads and is trained with.
 */
export function readDomainCues(
	dir = VOCAB_DIR,
	benchmarks: Entries = entries(dir, 'benchmarks.json')
): DomainCues {
	const file = 'benchmark-domains.json';
	const cues = entries<DomainCues>(dir, 'domains.json');
	const byDomain = entries<BenchmarkDomains>(dir, file);
	try {
		return withBenchmarkCues(cues, benchmarks, byDomain);
	} catch (error) {
		throw new Error(`${join(dir, file)}: ${(error as Error).message}`);
	}
}

/** What a trained model was trained on, and how it scored on unseen folds of it. */
export interface ModelTraining<Score> {
	trainedOn: { file: string; sha256: string; papers: number };
	crossValidation: (Score & { folds: number }) | null;
}

export const readDomainModelTraining = (dir = VOCAB_DIR): ModelTraining<DomainScore> =>
	readJson<ModelTraining<DomainScore>>(dir, DOMAIN_MODEL_FILE);

export const readProposalModelTraining = (dir = VOCAB_DIR): ModelTraining<ProposedScore> =>
	readJson<ModelTraining<ProposedScore>>(dir, PROPOSAL_MODEL_FILE);

/** Reads and compiles the vocabularies in `dir` (default: etl/vocab). */
export const loadVocabulary = (dir = VOCAB_DIR): Vocabulary =>
	compileVocabulary(readVocabulary(dir));

/** The dated artifacts (artifact-dates.json) that bound a paper's date from below. */
export const readArtifacts = (dir = VOCAB_DIR): Artifact[] =>
	readJson<{ artifacts: Artifact[] }>(dir, 'artifact-dates.json').artifacts;
