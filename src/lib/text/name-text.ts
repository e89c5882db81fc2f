// A coined name as the data keeps it has its scripts bare ("UR^2", "V_1", "G^2RPO": the extractor
// reads "UR$^2$" without its dollars, so the name matches however a paper writes it); shown, it
// reads as its paper's title does ("UR²", "V₁", "G²RPO").
import { latexToText } from './latex-text.ts';

// A braced group, or one digit: after "^" anywhere ("G^2RPO"), after "_" only where the name or a
// part of it ends ("V_1", "V_1-Infer"). "rl_reach", "Llama_3_8B", "ID_42" are identifiers.
const SCRIPT = /\^(?:\{[^{}$]*\}|\d(?![\d_]))|_(?:\{[^{}$]*\}|\d(?![\p{L}\p{N}_]))/gu;
// A name still written in LaTeX ("$V_1$", "A\\_1") reads as latexToText reads it.
const LATEX = /[$\\]/;

/** A name as readable text: scripts raised or lowered, any other LaTeX read as latexToText does. */
export const nameText = (name: string): string =>
	latexToText(LATEX.test(name) ? name : name.replace(SCRIPT, (script) => `$${script}$`));
