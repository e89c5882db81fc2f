// Dated artifacts, indexed for lookup by the names the extractor writes.
import { algorithmKey, benchmarkKey, modelKey } from './name-key.ts';

export type ArtifactKind = 'algorithm' | 'benchmark' | 'model';

export interface Artifact {
	/** Canonical name, as the extractor writes it. */
	name: string;
	kind: ArtifactKind;
	/** Month of first public release, `YYYY-MM`. */
	released: string;
	/** Where the date comes from: an arXiv id, or an announcement with its day. */
	source: string;
	aliases?: string[];
	/** Match this name only, never as the prefix of a longer name. */
	exact?: boolean;
}

export interface ArtifactIndex {
	/** The artifact a name refers to, or null. */
	lookup(kind: ArtifactKind, name: string): Artifact | null;
}

const KEYS: Record<ArtifactKind, (name: string) => string> = {
	algorithm: algorithmKey,
	benchmark: benchmarkKey,
	model: modelKey
};

const MONTH = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (char: string) => {
	const lower = char.charCodeAt(0) | 32;
	return (lower >= 97 && lower <= 122) || (char.charCodeAt(0) > 127 && /\p{L}/u.test(char));
};

/**
 * Where a longer name may end the part an artifact's name matches: at its end, at a separator
 * or version dot (`qwen2.5` in `qwen2.5-math-7b`), and for models also between a letter and a
 * digit (`llama` in `llama13b`), never inside a number (`llama3` is not in `llama30b`).
 */
function isBoundary(key: string, at: number, kind: ArtifactKind): boolean {
	if (at === key.length) return true;
	const next = key[at];
	if (next === '-' || next === '.' || next === '/' || next === '+' || next === ':') return true;
	return kind === 'model' && isDigit(key.charCodeAt(at)) && isLetter(key[at - 1]);
}

/** Builds the index; throws on a malformed entry or two entries sharing a spelling. */
export function indexArtifacts(artifacts: readonly Artifact[]): ArtifactIndex {
	const byKind = new Map<ArtifactKind, Map<string, Artifact>>();
	for (const artifact of artifacts) {
		const where = `artifact ${JSON.stringify(artifact.name)}`;
		if (!(artifact.kind in KEYS)) throw new Error(`${where}: unknown kind ${artifact.kind}`);
		if (!MONTH.test(artifact.released)) {
			throw new Error(`${where}: released must be YYYY-MM, got ${artifact.released}`);
		}
		if (!artifact.source?.trim()) throw new Error(`${where}: no source`);
		const keys = byKind.get(artifact.kind) ?? new Map<string, Artifact>();
		byKind.set(artifact.kind, keys);
		for (const spelling of [artifact.name, ...(artifact.aliases ?? [])]) {
			const key = KEYS[artifact.kind](spelling);
			const taken = keys.get(key);
			if (taken && taken !== artifact) {
				throw new Error(`${where}: ${JSON.stringify(spelling)} is also ${taken.name}`);
			}
			keys.set(key, artifact);
		}
	}
	return {
		lookup(kind, name) {
			const keys = byKind.get(kind);
			if (!keys) return null;
			const key = KEYS[kind](name);
			if (kind === 'algorithm') return keys.get(key) ?? null;
			// Longest artifact name that the name starts with, ending at a boundary.
			for (let at = key.length; at > 0; at--) {
				if (!isBoundary(key, at, kind)) continue;
				const artifact = keys.get(key.slice(0, at));
				if (artifact && (at === key.length || !artifact.exact)) return artifact;
			}
			return null;
		}
	};
}
