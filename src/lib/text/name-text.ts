// A coined name as the data keeps it has its scripts bare ("UR^2", "V_1", "G^2RPO": the extractor
// reads "UR$^2$" without its dollars, so the name matches however a paper writes it); shown, it
// reads as its paper's title does ("UR²", "V₁", "G²RPO").
import { latexToText } from './latex-text.ts';

// Only a digit or a braced group after "^" or "_": "rl_reach" and "C-IR_Answerability" are
// identifiers, not subscripts.
const SCRIPT = /[\^_](?:\{[^{}$]*\}|\d+)/g;

/** A name as readable text: scripts raised or lowered, any other LaTeX read as latexToText does. */
export const nameText = (name: string): string =>
	latexToText(name.replace(SCRIPT, (script) => `$${script}$`));
