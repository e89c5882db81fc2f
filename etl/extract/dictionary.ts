// Dictionary matching: canonical names with aliases, compiled once into literal scans.
import { createScanGroup, layoutOf, type LiteralScanGroup } from './literal-scan.ts';

/** canonical name → aliases. Lower-case alias: any case; with capitals: exact; `re:` regex. */
export type Entries = Record<string, string[]>;

export interface Hit {
	name: string;
	start: number;
	end: number;
}

export interface Dictionary {
	find(text: string): Hit[];
}

/** A canonical name that stands for "the text the pattern matched". */
export const MATCHED = '$match';

/** Keeps the longest of overlapping hits, then orders by position. */
export function resolveOverlaps(hits: Hit[]): Hit[] {
	const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
	const kept: Hit[] = [];
	for (const hit of sorted) {
		const last = kept[kept.length - 1];
		if (last && hit.start < last.end) {
			if (hit.end - hit.start > last.end - last.start) kept[kept.length - 1] = hit;
			continue;
		}
		kept.push(hit);
	}
	return kept;
}

/**
 * Letters every match of a pattern contains (its longest plain run outside escapes, groups,
 * classes and optional parts), lower-cased for case-insensitive patterns; null when unsure.
 */
export function requiredLiteral(source: string): string | null {
	let plain = source
		.replace(/\\[pPu]\{[^}]*\}|\\./g, ' ') // escapes
		.replace(/\[[^\]]*\]/g, ' '); // classes
	// Groups may be optional, alternatives or look-arounds: none of their letters is required.
	for (let before = ''; before !== plain;) {
		before = plain;
		plain = plain.replace(/\([^()]*\)/g, ' ');
	}
	if (plain.includes('|')) return null; // alternatives at the top: no single run is required
	const runs = plain.replace(/.[?*]/g, ' ').match(/[A-Za-z0-9]{3,}/g);
	if (!runs) return null;
	return runs.sort((x, y) => y.length - x.length)[0];
}

/** Splits a pattern at `separator` outside groups, classes and escapes; with '(' also returns
 * the bodies of top-level groups that every match passes (no look-arounds, no ?, * or {0}). */
function topLevel(source: string): { alternatives: string[]; mandatoryGroups: string[] } {
	const alternatives: string[] = [];
	const mandatoryGroups: string[] = [];
	let depth = 0;
	let inClass = false;
	let from = 0;
	let groupStart = -1;
	for (let i = 0; i < source.length; i++) {
		const c = source[i];
		if (c === '\\') {
			i++;
			continue;
		}
		if (inClass) {
			if (c === ']') inClass = false;
			continue;
		}
		if (c === '[') inClass = true;
		else if (c === '(') {
			if (depth === 0) groupStart = i;
			depth++;
		} else if (c === ')') {
			depth--;
			if (depth !== 0) continue;
			const body = source.slice(groupStart + 1, i);
			const next = source.slice(i + 1, i + 3);
			const lookaround = /^\?(?:=|!|<=|<!)/.test(body);
			if (!lookaround && !/^[?*]|^\{0/.test(next))
				mandatoryGroups.push(body.replace(/^\?(?::|<[^>]+>)/, ''));
		} else if (c === '|' && depth === 0) {
			alternatives.push(source.slice(from, i));
			from = i + 1;
		}
	}
	alternatives.push(source.slice(from));
	return { alternatives, mandatoryGroups };
}

/**
 * Sets of letters a pattern's matches must contain: each match holds one member of every set
 * ("(?:llms?|language models?) as (?:judges?|evaluators?)" → [llm, language], [judge, evaluator]).
 * Empty when nothing is sure. Lets a pattern be skipped on texts that cannot match it.
 */
export function requiredLiteralSets(source: string): string[][] {
	const sets: string[][] = [];
	const single = requiredLiteral(source);
	if (single) sets.push([single]);
	const { alternatives, mandatoryGroups } = topLevel(source);
	if (alternatives.length > 1) return sets;
	for (const group of mandatoryGroups) {
		const literals = topLevel(group).alternatives.map(requiredLiteral);
		if (literals.every((l) => l !== null)) sets.push(literals as string[]);
	}
	return sets;
}

const isCamelCaseName = (alias: string) =>
	alias.length >= 6 && /\p{Ll}/u.test(alias) && (alias.match(/\p{Lu}/gu) ?? []).length >= 2;

/** Compiles a dictionary; its literal names join `group`'s one pass over each text. */
export function compileDictionary(
	entries: Entries,
	group: LiteralScanGroup = createScanGroup()
): Dictionary {
	const exact: [string, string][] = [];
	const folded: [string, string][] = [];
	const patterns: { re: RegExp; name: string; literalSets: string[][]; folded: boolean }[] = [];
	const byExact = new Map<string, string>();
	const byFolded = new Map<string, string>();
	for (const [name, aliases] of Object.entries(entries)) {
		for (const alias of aliases) {
			if (alias.startsWith('re:')) {
				const source = alias.slice(3);
				const insensitive = source.startsWith('(?i)');
				const body = insensitive ? source.slice(4) : source;
				patterns.push({
					re: new RegExp(body, insensitive ? 'giu' : 'gu'),
					name,
					literalSets: requiredLiteralSets(body).map((set) =>
						insensitive ? set.map((l) => l.toLowerCase()) : set
					),
					folded: insensitive
				});
			} else if (alias === alias.toLowerCase()) {
				folded.push([alias, name]);
				byFolded.set(alias, name);
			} else {
				exact.push([alias, name]);
				byExact.set(alias, name);
				// "WebShop" is also written "Webshop": a long camel-case name is too distinctive
				// to mistake for a word in any case (short or all-capital aliases stay exact).
				if (isCamelCaseName(alias) && !byFolded.has(alias.toLowerCase())) {
					folded.push([alias.toLowerCase(), name]);
					byFolded.set(alias.toLowerCase(), name);
				}
			}
		}
	}
	// A name stands alone: no letter, digit or hyphen glued before it, no letter or digit after
	// (a hyphen after is allowed: "GRPO-style", "PPO-based" count as the base name).
	const standalone = { wholeWord: true, hyphenGlues: true };
	const scanExact = group.add(
		exact.map(([alias]) => alias),
		{ ...standalone, caseless: false, plural: false }
	);
	const scanFolded = group.add(
		folded.map(([alias]) => alias),
		{ ...standalone, caseless: true, plural: true }
	);
	return {
		find(text) {
			const hits: Hit[] = [];
			for (const { literal, start, end } of scanExact(text))
				hits.push({ name: byExact.get(literal)!, start, end });
			for (const { literal, start, end } of scanFolded(text))
				hits.push({ name: byFolded.get(literal)!, start, end });
			for (const { re, name, literalSets, folded } of patterns) {
				// A pattern's letters must be in the text before the pattern is worth running.
				const haystack = folded ? layoutOf(text).lower : text;
				if (!literalSets.every((set) => set.some((l) => haystack.includes(l)))) continue;
				for (const m of text.matchAll(re)) {
					hits.push({
						name: name === MATCHED ? m[0] : name,
						start: m.index,
						end: m.index + m[0].length
					});
				}
			}
			return resolveOverlaps(hits);
		}
	};
}
