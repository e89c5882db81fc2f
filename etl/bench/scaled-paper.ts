// One scaled paper: a real paper's text with its rare names renamed (the same new name wherever
// the paper repeats one), its long forms re-spelled to match, its numbers varied.
import type { Adoption } from './adoption.ts';
import { sameCase } from './long-forms.ts';
import { perturbNumber } from './number-tokens.ts';
import type { Random } from './random.ts';
import type { PaperTemplate, SampleTemplates } from './sample-templates.ts';
import type { TextTemplate } from './text-template.ts';

export interface ScaledText {
	title: string;
	summary: string;
}

/** Fills both texts of `template`; `adoption` says which names replace the rare ones. */
export function scaledText(
	template: PaperTemplate,
	sample: SampleTemplates,
	adoption: Adoption,
	random: Random
): ScaledText {
	// A paper's own names: those it spells out, and those of its title. They get new names; a
	// name only its abstract uses may be one an earlier paper coined.
	const own = new Set([...template.title.defined, ...template.summary.defined]);
	for (const piece of template.title.pieces) {
		if (typeof piece !== 'string' && piece.slot === 'name') own.add(piece.stem);
	}
	const names = new Map<string, string>();
	const numbers = new Map<string, string>();
	const longForms = new Map<string, string>();
	const fill = (text: TextTemplate) => {
		let out = '';
		for (const piece of text.pieces) {
			if (typeof piece === 'string') out += piece;
			else if (piece.slot === 'name') {
				let name = names.get(piece.stem);
				if (name === undefined) {
					name = adoption.name(piece.kind, piece.stem.length, random, {
						fresh: own.has(piece.stem),
						taken: new Set(names.values())
					});
					names.set(piece.stem, name);
				}
				out += name + piece.rest;
			} else if (piece.slot === 'number') {
				let value = numbers.get(piece.text);
				if (value === undefined)
					numbers.set(piece.text, (value = perturbNumber(piece.text, random)));
				out += value;
			} else {
				const key = `${piece.stem} ${piece.letter}`;
				let word = longForms.get(key);
				if (word === undefined) {
					// A long form usually comes before its acronym: the new acronym is chosen here.
					const acronym =
						names.get(piece.stem) ??
						adoption.name('caps', piece.stem.length, random, { fresh: true });
					names.set(piece.stem, acronym);
					word = random.pick(sample.longFormWords.get(acronym[piece.letter])!);
					longForms.set(key, word);
				}
				out += sameCase(piece.original, word);
			}
		}
		return out;
	};
	return { title: fill(template.title), summary: fill(template.summary) };
}
