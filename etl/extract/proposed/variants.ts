// A coined name's suffixed variants, and names read inside a longer coined one.
import type { Coinage, Mention } from '../../types.ts';
import { typeOfName } from '../name-type.ts';
import { mention, sentenceHolding, type Source } from '../sources.ts';
import { isTypesetLongFormPart } from '../name-shape.ts';
import type { NameKnowledge } from './name-knowledge.ts';

/** "called Reinforced ACME" read by two rules: the part inside the longer name is no name. */
export function dropInnerNames(proposed: string[], coined: Coinage[], mentions: Mention[]) {
	const inner = mentions.filter((m) =>
		mentions.some(
			(o) =>
				o !== m &&
				o.field === m.field &&
				o.start <= m.start &&
				o.end >= m.end &&
				o.end - o.start > m.end - m.start
		)
	);
	dropNames(inner, proposed, coined, mentions);
}

/** Takes back the names of `dropped` mentions: from the proposed list, the coinages, the mentions. */
function dropNames(dropped: Mention[], proposed: string[], coined: Coinage[], mentions: Mention[]) {
	for (const m of dropped) {
		mentions.splice(mentions.indexOf(m), 1);
		const at = proposed.indexOf(m.name);
		if (at >= 0) proposed.splice(at, 1);
		const coinedAt = coined.findIndex((c) => c.name === m.name);
		if (coinedAt >= 0) coined.splice(coinedAt, 1);
	}
}

/** Takes back the names that are words of a long form typed to spell its acronym
 * (isTypesetLongFormPart): "StEp" of "Length-bAsed StEp Reward (LASER)". */
export function dropLongFormParts(
	sources: Source[],
	proposed: string[],
	coined: Coinage[],
	mentions: Mention[]
) {
	const parts = mentions.filter((m) => {
		const text = sources.find((s) => s.field === m.field)?.text ?? '';
		return isTypesetLongFormPart(m.name, text.slice(m.end, m.end + 60));
	});
	dropNames(parts, proposed, coined, mentions);
}

/** "Guru-7B" of "Guru": a hyphen after the stem; "C-PGAE" of "C-PG": capitals run on after a
 * stem that ends in one (an acronym's suffixed variant). `stem` is lower-cased. */
function isVariantOf(name: string, stem: string): boolean {
	if (!name.toLowerCase().startsWith(stem)) return false;
	const rest = name.slice(stem.length);
	return (
		/^[-‑]/.test(rest) || (/\p{Lu}$/u.test(name[stem.length - 1]) && /^\p{Lu}{1,4}$/u.test(rest))
	);
}

/** "Guru-7B and Guru-32B", "DeepSeek-R1-Zero": suffixed variants of a coined name are coined too. */
export function addVariants(
	sources: Source[],
	proposed: string[],
	coined: Coinage[],
	mentions: Mention[],
	knowledge: Pick<NameKnowledge, 'isBlocked'>
) {
	const stems = proposed.filter((n) => !/\s/.test(n) && n.length >= 3).map((n) => n.toLowerCase());
	if (stems.length === 0) return;
	const hyphenated =
		/(?<![\p{L}\p{N}\-])[\p{L}\p{N}][\p{L}\p{N}.]*(?:[-‑][\p{L}\p{N}][\p{L}\p{N}.]*)+/gu;
	for (const { field, text } of sources) {
		for (const m of text.matchAll(hyphenated)) {
			const name = m[0].replace(/\.$/, '');
			if (!stems.some((stem) => isVariantOf(name, stem))) continue;
			if (/\S*\/\S*$/.test(text.slice(Math.max(0, m.index - 80), m.index))) continue; // in a URL
			const tail = name.slice(name.lastIndexOf('-') + 1);
			// "X-based", "X-style" describe; sizes, versions and capitalised suffixes name. A
			// variant of the paper's own name is its own, whatever a model matcher made of it.
			if (!/^(?:\d|[\p{Lu}])/u.test(tail)) continue;
			if (proposed.some((n) => n.toLowerCase() === name.toLowerCase())) continue;
			proposed.push(name);
			mentions.push(mention('proposed', name, field, m.index, m.index + name.length));
			if (!knowledge.isBlocked(name)) {
				coined.push({
					name,
					type: typeOfName(name, text, m.index),
					long_form: null,
					evidence: sentenceHolding(text, m.index)
				});
			}
		}
	}
}
