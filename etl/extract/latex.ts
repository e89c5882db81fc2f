// Coined names are often typeset: "\textsc{Foo}", "$\texttt{Bar}$", "\textbf{Baz}-7B", "$\lambda$-RLM".
// These helpers read the name a reader sees, keeping offsets into the raw text.

const GREEK: Record<string, string> = {
	alpha: 'α',
	beta: 'β',
	gamma: 'γ',
	delta: 'δ',
	epsilon: 'ε',
	zeta: 'ζ',
	eta: 'η',
	theta: 'θ',
	iota: 'ι',
	kappa: 'κ',
	lambda: 'λ',
	mu: 'μ',
	nu: 'ν',
	xi: 'ξ',
	pi: 'π',
	rho: 'ρ',
	sigma: 'σ',
	tau: 'τ',
	phi: 'φ',
	chi: 'χ',
	psi: 'ψ',
	omega: 'ω',
	Delta: 'Δ',
	Pi: 'Π',
	Sigma: 'Σ',
	Omega: 'Ω'
};

/** The visible text of a LaTeX-typeset name: commands unwrapped, `$` and braces dropped. */
export function plainName(raw: string): string {
	if (!/[\\${}~]/.test(raw)) return raw.trim();
	return raw
		.replace(/\\(?:text|math)(?:sc|tt|bf|rm|it|sf|cal|frak)\s*\{([^{}]*)\}/g, '$1')
		.replace(
			/\\(?:textsc|texttt|textbf|textit|emph|mathbf|mathtt|mathrm|mathsf|mathcal|name|method|ours)\s*\{([^{}]*)\}/g,
			'$1'
		)
		.replace(/\\([A-Za-z]+)/g, (whole, command: string) => GREEK[command] ?? '')
		.replace(/_\{?(\d+)\}?/g, '_$1')
		.replace(/[{}$~]/g, '')
		.replace(/\\/g, '')
		.trim();
}

// A name wrapped in a font command, optionally inside math and glued to a suffix: the span to read.
// Also math glued to a name part: "$\lambda$-RLM", "$V_1$", "$\pi$-Zero".
const TYPESET_NAME =
	/\$?\\(?:textsc|texttt|textbf|textsf|mathbf|mathtt|mathsf|mathrm|mathcal|name)\s*\{[^{}]{1,40}\}\$?(?:[-‑][\p{L}\p{N}.]+)*|\$\\?[A-Za-z]{1,8}(?:_\{?\d\}?)?\$(?:[-‑][\p{L}\p{N}.]+)+|\$[A-Z]_\{?\d{1,2}\}?\$/gu;

/** "\textbf{S}tatic", "D\textbf{YN}amic", "$\textbf{REA}$soning": is the LaTeX group at
 * [start, end) (its command and math included) letters of a word set apart? Such letters spell
 * an acronym; they name nothing. */
export function isSetInsideWord(text: string, start: number, end: number): boolean {
	const before = text[start - 1] === '$' ? text[start - 2] : text[start - 1];
	const after = text[end] === '$' ? text[end + 1] : text[end];
	return /\p{L}/u.test(before ?? '') || /\p{L}/u.test(after ?? '');
}

/** The LaTeX group around a word written inside braces ("\textbf{YN}" around "YN"), or null. */
export function groupAround(text: string, start: number, end: number): [number, number] | null {
	if (text[start - 1] !== '{' || text[end] !== '}') return null;
	const command = /\$?\\[A-Za-z]+\s*\{$/.exec(text.slice(Math.max(0, start - 20), start));
	const from = command ? start - command[0].length : start - 1;
	const to = end + 1 + (command?.[0].startsWith('$') && text[end + 1] === '$' ? 1 : 0);
	return [from, to];
}

/** Typeset names in a text, with their raw spans and visible names. */
export function typesetNames(text: string): { name: string; start: number; end: number }[] {
	if (!text.includes('\\')) return [];
	const found: { name: string; start: number; end: number }[] = [];
	for (const m of text.matchAll(TYPESET_NAME)) {
		const name = plainName(m[0]).replace(/\.$/, '');
		const end = m.index + m[0].length;
		if (isSetInsideWord(text, m.index, end)) continue;
		// "$k$-means" is notation; a name has a capital or a Greek letter.
		if (/[\p{Lu}α-ω]/u.test(name)) found.push({ name, start: m.index, end });
	}
	return found;
}

// "$\textbf{10.48%}$ improvement", "\textbf{12,000$\times$}": a number set in bold or italics
// ("\textbf{5,7}x" is left alone: a decimal comma or a list, it cannot be read safely; a
// thousands separator can).
const FORMATTED_NUMBER =
	/(\$?\\(?:textbf|mathbf|textit|emph|underline|bm|boldsymbol)\s*\{)(?![^{}]*\d,(?!\d{3}(?!\d))\d)((?:[^{}$]|\$\\times\$){0,20}\d(?:[^{}$]|\$\\times\$){0,20})(\}\$?)/g;

// "$\sim 20\%$", "$\approx$3x": an approximate value, its sign as a hedge before the number.
const APPROXIMATE_NUMBER = /\$\\(?:sim|approx)\s*(\$?)(?=\s*\d)/g;

/** The text with the formatting around numbers blanked out, at the same length (offsets hold). */
export const withPlainNumbers = (text: string) =>
	text.includes('\\')
		? text
				.replace(
					FORMATTED_NUMBER,
					(_, open: string, inner: string, close: string) =>
						' '.repeat(open.length) + inner + ' '.repeat(close.length)
				)
				.replace(APPROXIMATE_NUMBER, (sign: string, closed: string) =>
					closed ? ' '.repeat(sign.length) : ' '.repeat(sign.length - 1) + '$'
				)
		: text;

// "($0.55$ vs $0.43$ average accuracy)", "(ROC AUC $0.73$)": a number alone in math mode.
const MATH_NUMBER = /\$(\s*\d[\d,]*(?:\.\d+)?\s*(?:\\%)?\s*)\$/g;

/** The text with the dollars around a number in math mode blanked out, at the same length. (Not
 * for gains: "$9.8$ times" would read "9.8  times", which their patterns do not join.) A dollar
 * that closes math opens no number: "2.0$\\cdot$10$^{12}$" keeps its 10. */
export function withPlainMathNumbers(text: string): string {
	if (!text.includes('$')) return text;
	let dollars = 0;
	let counted = 0;
	return text.replace(MATH_NUMBER, (whole: string, inner: string, at: number) => {
		// ("\$5" is a price, no math.)
		for (; counted < at; counted++)
			if (text[counted] === '$' && text[counted - 1] !== '\\') dollars++;
		return dollars % 2 === 0 ? ` ${inner} ` : whole;
	});
}

// A superscript glued to a name: "SF$^2$Bench", "Med-R$^3$", "T$^{2}$-RAGBench", "G^2RPO-A". Math
// opened before it closes after it (no "$^2" of "$^2$Bench" alone).
const SUPERSCRIPT = String.raw`(?:\$\^\{?[\p{L}\p{N}]{1,3}\}?\$|\^\{?[\p{L}\p{N}]{1,3}\}?)`;
const NAME_PART = String.raw`[\p{L}\p{N}]+(?:[-‑][\p{L}\p{N}]+)*`;
// What a name's start glued to a superscript reads before a word: "T$^2$-" before "RAGBench".
const SUPERSCRIPTED_BEFORE = new RegExp(
	String.raw`(?<![\p{L}\p{N}\-‑$^}])${NAME_PART}${SUPERSCRIPT}[-‑]?$`,
	'u'
);
// What follows a name's part glued to it: "$^2$Bench", "$^3$", "$^2$-RAGBench".
const SUPERSCRIPTED_AFTER = new RegExp(
	String.raw`^${SUPERSCRIPT}(?:${NAME_PART}|(?:[-‑][\p{L}\p{N}]+)+)?(?![\p{L}\p{N}$^])`,
	'u'
);

/** Where the name holding the word at `at` starts: before the part glued to it by a superscript
 * ("T$^2$-RAGBench" starts at its T, not at "RAGBench"), else `at` itself. */
export function superscriptedNameStart(text: string, at: number): number {
	if (at === 0 || !/[$^}\-‑]/.test(text[at - 1])) return at;
	const m = SUPERSCRIPTED_BEFORE.exec(text.slice(Math.max(0, at - 60), at));
	return m ? at - m[0].length : at;
}

/** How much of the text from `end`, right after a name's part, belongs to the name by a
 * superscript glued to it ("$^2$Bench" after "SF", "$^3$" after "Med-R"): 0 if none. */
export function superscriptedNameRest(text: string, end: number): number {
	if (text[end] !== '$' && text[end] !== '^') return 0;
	return SUPERSCRIPTED_AFTER.exec(text.slice(end, end + 60))?.[0].length ?? 0;
}

/** "SF^2Bench" and "SF2Bench", "UR$^2$" and "UR2": one name, whether its superscript is marked. */
export const superscriptKey = (name: string) => name.toLowerCase().replace(/\^/g, '');
