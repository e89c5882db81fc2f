// A coined name as the data keeps it has its scripts bare ("UR^2", "V_1", "G^2RPO": the extractor
// reads "UR$^2$" without its dollars, so the name matches however a paper writes it); shown, it
// reads as its paper's title does ("UR²", "V₁", "G²RPO").
import { latexToText } from './latex-text.ts';

// A braced group or digits after "^" ("G^2RPO", "X^10"); after "_", a braced group or one digit
// where the name or a part of it ends ("V_1", "V_1-Infer"), in a name with no other "_"
// ("rl_reach", "Llama_3_8B", "ID_42", "a_b_1" are identifiers). A run of them is one math group
// ("x^2_1": "$$" would open display math).
const SUPERSCRIPT = String.raw`\^(?:\{[^{}$]*\}|\d+)`;
const SUBSCRIPT = String.raw`_(?:\{[^{}$]*\}|\d(?![\p{L}\p{N}_]))`;
const SCRIPTS = new RegExp(`(?:${SUPERSCRIPT}|${SUBSCRIPT})+`, 'gu');
const SUPERSCRIPTS = new RegExp(`(?:${SUPERSCRIPT})+`, 'gu');
const BARE_UNDERSCORE = /_(?![{\d])/;
// A name still written in LaTeX ("$V_1$", "A\\_1") reads as latexToText reads it.
const LATEX = /[$\\]/;

/** A name as readable text: scripts raised or lowered, any other LaTeX read as latexToText does. */
export function nameText(name: string): string {
	if (LATEX.test(name)) return latexToText(name);
	const scripts = BARE_UNDERSCORE.test(name) ? SUPERSCRIPTS : SCRIPTS;
	// ("X^10": all the digits raised, which bare LaTeX would not do.)
	return latexToText(name.replace(scripts, (run) => `$${run.replace(/\^(\d+)/g, '^{$1}')}$`));
}
