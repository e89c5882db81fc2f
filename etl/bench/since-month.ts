// The earliest month a piece of text could have been written, by the dated artifacts it names.
import { indexArtifacts } from '../dates/artifact-index.ts';
import { notBefore } from '../dates/not-before.ts';
import { escapeRegExp } from '../extract/escape-regexp.ts';
import { extractFeatures } from '../extract/index.ts';
import { loadVocabulary, readArtifacts } from '../read/vocabulary.ts';

const ARTIFACTS = readArtifacts();
const ARTIFACT_INDEX = indexArtifacts(ARTIFACTS);
const VOCABULARY = loadVocabulary();

/**
 * Every spelling of every artifact at word boundaries: as written (`MATH` is not "math"), but
 * spelled-out names in any case ("proximal policy optimization").
 */
const SPELLINGS = ARTIFACTS.flatMap((artifact) =>
	[artifact.name, ...(artifact.aliases ?? [])].map((spelling) => ({
		pattern: new RegExp(
			`(?<!\\w)${escapeRegExp(spelling)}(?![\\w+])`,
			spelling.includes(' ') ? 'i' : ''
		),
		released: artifact.released
	}))
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}.+/-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;

/**
 * `YYYY-MM` of the latest artifact the text names (names and aliases anywhere, model names as
 * runs of one to three words, which the prefix rules resolve), or '' when it names none.
 */
export function sinceMonth(text: string): string {
	let since = '';
	for (const { pattern, released } of SPELLINGS) {
		if (released > since && pattern.test(text)) since = released;
	}
	const words = text.match(WORD) ?? [];
	for (let i = 0; i < words.length; i++) {
		for (let n = 1; n <= 3 && i + n <= words.length; n++) {
			const artifact = ARTIFACT_INDEX.lookup('model', words.slice(i, i + n).join(' '));
			if (artifact && artifact.released > since) since = artifact.released;
		}
	}
	// And as the extractor reads it ("LCB", plurals, case variants), so that no generated date
	// falls before an artifact the ETL will see in the text.
	const read =
		notBefore(extractFeatures('', text, VOCABULARY), ARTIFACT_INDEX)?.date.slice(0, 7) ?? '';
	return read > since ? read : since;
}
