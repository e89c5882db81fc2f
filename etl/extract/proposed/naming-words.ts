// The written shapes of naming that several proposed-name rules read.

// "We refer to the immediate result as LPO" names what the paper made (not "this phenomenon",
// "this failure mode": what it observed).
// Not "namely": it lists what exists ("namely Self-Supervised Learning (SSL), …").
// Case-sensitive (a case-insensitive Unicode scan costs several times more).
export const NAMING_VERB_WORDS = String.raw`(?:[Dd]ubbed|[Cc]alled|[Nn]amed|[Tt]ermed|[Cc]oined|[Dd]enoted(?: as)?|[Rr]eferred to as|[Rr]efer to (?:it |this |them |(?:the|our|this) (?:[\w-]+ )?(?:result|method|approach|variant|procedure|algorithm|framework|model|technique|scheme|strategy|objective|loss|recipe|pipeline|system|agent|benchmark|dataset)s? )?as)`;

// "Long Form (LF)": the acronym and the capitalised words before it.
export const ACRONYM_IN_PARENS =
	/((?:[\p{Lu}][\p{L}\p{N}'-]*\s+(?:(?:of|for|and|with|via|in|on|to|the|from)\s+)?){1,7})?\(([\p{Lu}][\p{L}\p{N}\-‑+]*|[\p{Ll}\p{N}][\p{L}\p{N}\-‑+]*\p{Lu}[\p{L}\p{N}\-‑+]*)\)/gu;

// "local parameter servers (LPSs)": an acronym's plural names a kind of part, not a coinage.
export const PLURAL_ACRONYM_NAME = /^\p{Lu}[\p{Lu}\p{N}-]*\p{Lu}s$/u;

/** "Spatially-Enhanced Recurrent Units (SRUs)" coins the SRU: an acronym's plural names one kind
 * ("S$^2$GPT-PINNs" too, its superscript aside). */
export const singularName = (name: string) =>
	PLURAL_ACRONYM_NAME.test(name.replace(/\^/g, '')) ? name.slice(0, -1) : name;

// The name closes the apposition: "…, C-ReMax, to cultivate", "… WSEP.", "PWSEP that can"
// (not the subject of the next clause: "With a new strategy, WebShop-Lite becomes solvable").
export const CLOSES_APPOSITION =
	/^(?:\s*[,.;:()]|\s+(?:which|that|to|for|based|is|was|as|and)\b|\s*$)/;

/** The words that open "a new …" / "a novel …" (as cues of cue-starts.ts). */
export const NEW_THING_CUES = ['a new', 'an new', 'a novel', 'an novel'];

/** The kinds of thing a paper makes and names ("a novel algorithm, X"). */
export const MADE_KINDS =
	'algorithm|framework|method|approach|objective|metric|loss|benchmark|dataset|environment|strategy|mechanism|module|architecture|estimator|technique|pipeline|agent|toolkit|library|solver';
export const NEW_THING_KINDS = String.raw`(?:${MADE_KINDS})`;
// With a name in apposition after them ("a novel … model, Pyramid Mixer,") these name new things
// too; spelled out before an acronym they are mostly a field's terms ("a temporal convolutional
// network (TCN)", "a hidden Markov model (HMM)").
export const APPOSED_THING_KINDS = String.raw`(?:${MADE_KINDS}|model|system|network)`;

// The verbs that make what they name ("we propose …", "we build …", "we derive …"); "referred to
// as …" only names.
export const MAKING_VERB =
	/\b(?:propos|introduc|present|develop|design|build|construct|formulat|establish|creat|deriv)/i;
