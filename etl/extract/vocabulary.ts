import { compileDictionary, type Dictionary, type Entries } from './dictionary.ts';
import { fromModelData, type DomainModelData } from './domain-model.ts';
import { compileDomains, type DomainClassifier, type DomainCues } from './domains.ts';
import { createScanGroup } from './literal-scan.ts';
import { compileModels, type Families, type ModelMatcher, type ModelNameParts } from './models.ts';
import { createNameShape, type NameShape, type NameWords } from './name-shape.ts';
import { proposalJudge, type ProposalJudge, type ProposalModelData } from './proposal-model.ts';

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
	/** What a coined name looks like (name-words.json). */
	shape: NameShape;
	/** The trained model that takes coinages no naming rule read (proposal-model.json). */
	proposals: ProposalJudge | null;
}

/** The vocabularies as data (etl/vocab/*.json `entries`), before compiling. */
export interface VocabularyData {
	algorithms: Entries;
	paradigms: Entries;
	benchmarks: Entries;
	families: Families;
	modelNameParts: ModelNameParts;
	domains: DomainCues;
	/** The trained domain model (domain-model.json), over the domains of `domains`. */
	domainModel: DomainModelData;
	blocked: string[];
	nameWords: NameWords;
	/** The trained proposal model (proposal-model.json); null reads coinages by the rules alone. */
	proposalModel: ProposalModelData | null;
}

/** Compiles vocabularies given as data: pure, so tests and the browser can use any vocabulary. */
export function compileVocabulary(data: VocabularyData): Vocabulary {
	const { algorithms, paradigms, benchmarks, families } = data;
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
		models: compileModels(families, data.modelNameParts),
		families: new Set(Object.keys(families)),
		domains: compileDomains(data.domains, domainModelFor(data), scans),
		knownNames,
		blocked: new Set(data.blocked.map((n) => n.toLowerCase())),
		shape: createNameShape(data.nameWords),
		proposals: data.proposalModel && proposalJudge(data.proposalModel)
	};
}

/** The domain model, checked against the cue file: both must name the same domains. */
function domainModelFor({ domains, domainModel }: VocabularyData) {
	if (Object.keys(domains).join('\n') !== domainModel.domains.join('\n'))
		throw new Error(
			'domain-model.json was trained for other domains than domains.json lists: run npm run train:domains'
		);
	return fromModelData(domainModel);
}
