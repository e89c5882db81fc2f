// A paper that coins "Chain-of-Action (CoA)" coins one name, not two: its title (or another
// sentence) also introduces "Chain-of-Action", and the learned names listed both, each with a
// paper and no adopter in common. The short form stays (later papers write the acronym); the
// spelled-out one is its long form, and lends its type when the short form's is unknown.
import type { Coinage } from '../../types.ts';

/** The coinages without those that spell out another of them. */
export function withoutSpelledOut(coined: Coinage[]): Coinage[] {
	const byName = new Map(coined.map((c) => [c.name.toLowerCase(), c]));
	const spellsOut = (c: Coinage) =>
		c.long_form !== null && c.long_form.toLowerCase() !== c.name.toLowerCase()
			? byName.get(c.long_form.toLowerCase())
			: undefined;
	const spelledOut = new Set(coined.map(spellsOut).filter((c) => c !== undefined));
	return coined
		.filter((c) => !spelledOut.has(c))
		.map((c) => {
			const long = spellsOut(c);
			return long && c.type === 'other' ? { ...c, type: long.type } : c;
		});
}
