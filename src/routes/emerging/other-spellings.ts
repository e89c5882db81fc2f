// A learned name's other spellings as a reader sees them: LaTeX made text, and neither the name
// nor its long form (shown beside it) repeated.
import { nameText } from '$lib/text/name-text';

export function otherSpellings(name: string, longForm: string | null, aliases: string[]): string[] {
	const shown = new Set([name, longForm ?? ''].map((s) => nameText(s).toLowerCase()));
	const spellings: string[] = [];
	for (const alias of aliases.map(nameText)) {
		if (shown.has(alias.toLowerCase())) continue;
		shown.add(alias.toLowerCase());
		spellings.push(alias);
	}
	return spellings;
}
