// 'we introduce "Box o Flows", a novel …', "we introduce ``Ghost Policies,'' a …": a name in
// quotation marks reads as the name written bare, which the readers of names know.
import { rewritten, type Reading } from './reading.ts';

// A quoted run that starts with a capital, of at most six words and no sentence mark, that an
// apposition follows (a quoted phrase alone is as often a term the paper uses: 'an "L2 clarity
// mode" for …'); a comma typeset inside the closing quotes ("``Ghost Policies,''") goes after
// them. Not after a naming verb: what a paper calls or terms in quotes is mostly an effect it
// observes ('a failure we term "Reward Collapse", a regime where …'), not a thing it makes.
const QUOTED_NAME =
	/(?<!\b(?:term|terms|termed|call|calls|called|dub|dubs|dubbed|name|names|named|coin|coins|coined|as)\s)(?:"|“|``)(\p{Lu}[^"“”`'.;:!?\s]*(?:\s[^"“”`'.;:!?\s]+){0,5}?)(,?)(?:"|”|'')(?=\s*(?:,\s*)?(?:a|an)\s)/gu;

/** Each quoted name written without its quotation marks. */
export const quotedNamesBare = (reading: Reading): Reading =>
	/["“`]/.test(reading.read)
		? rewritten(reading, QUOTED_NAME, (match, name: string, comma: string) => ({
				text: name + comma,
				dropped: match.indexOf(name)
			}))
		: reading;
