import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileDictionary, type Dictionary, type Entries } from './dictionary.ts';
import { compileDomains, type DomainClassifier, type DomainCues } from './domains.ts';
import { createScanGroup } from './literal-scan.ts';
import { compileModels, type Families, type ModelMatcher } from './models.ts';

/** Every vocabulary the extractor uses, compiled. */
export interface Vocabulary {
	algorithms: Dictionary;
	paradigms: Dictionary;
	benchmarks: Dictionary;
	models: ModelMatcher;
	domains: DomainClassifier;
	/** Canonical names of algorithms, paradigms and benchmarks, lower-cased. */
	knownNames: Set<string>;
	/** Curated model families (model-families.json keys). */
	families: Set<string>;
	/** Names a user keeps the corpus pass from learning, lower-cased (blocked.json). */
	blocked: Set<string>;
}

export const VOCAB_DIR = join(import.meta.dirname, '../vocab');

function readEntries<T>(dir: string, file: string): T {
	const path = join(dir, file);
	try {
		return (JSON.parse(readFileSync(path, 'utf8')) as { entries: T }).entries;
	} catch (error) {
		throw new Error(`${path}: ${(error as Error).message}`);
	}
}

/** Reads and compiles the vocabularies in `dir` (default: etl/vocab). */
export function loadVocabulary(dir = VOCAB_DIR): Vocabulary {
	const algorithms = readEntries<Entries>(dir, 'algorithms.json');
	const paradigms = readEntries<Entries>(dir, 'paradigms.json');
	const benchmarks = readEntries<Entries>(dir, 'benchmarks.json');
	const families = readEntries<Families>(dir, 'model-families.json');
	const knownNames = new Set<string>();
	for (const entries of [algorithms, paradigms, benchmarks]) {
		for (const [name, aliases] of Object.entries(entries)) {
			knownNames.add(name.toLowerCase());
			for (const alias of aliases)
				if (!alias.startsWith('re:')) knownNames.add(alias.toLowerCase());
		}
	}
	// One pass over each text finds the names of every dictionary and the domain cues.
	const scans = createScanGroup();
	return {
		algorithms: compileDictionary(algorithms, scans),
		paradigms: compileDictionary(paradigms, scans),
		benchmarks: compileDictionary(benchmarks, scans),
		models: compileModels(families),
		families: new Set(Object.keys(families)),
		domains: compileDomains(readEntries<DomainCues>(dir, 'domains.json'), scans),
		knownNames,
		blocked: new Set(readEntries<string[]>(dir, 'blocked.json').map((n) => n.toLowerCase()))
	};
}
