// What LaTeX commands in paper titles and abstracts stand for, as Unicode text. Data only: the
// reader in latex-text.ts decides which table a command belongs to.

/** Commands that stand for one character or a short text, in math or in running text. */
export const SYMBOLS: Record<string, string> = {
	// Greek: ϵ and ϕ read as the ε and φ people type.
	alpha: 'α',
	beta: 'β',
	gamma: 'γ',
	delta: 'δ',
	epsilon: 'ε',
	varepsilon: 'ε',
	zeta: 'ζ',
	eta: 'η',
	theta: 'θ',
	vartheta: 'ϑ',
	iota: 'ι',
	kappa: 'κ',
	varkappa: 'ϰ',
	lambda: 'λ',
	mu: 'μ',
	nu: 'ν',
	xi: 'ξ',
	omicron: 'ο',
	pi: 'π',
	varpi: 'ϖ',
	rho: 'ρ',
	varrho: 'ϱ',
	sigma: 'σ',
	varsigma: 'ς',
	tau: 'τ',
	upsilon: 'υ',
	phi: 'φ',
	varphi: 'φ',
	chi: 'χ',
	psi: 'ψ',
	omega: 'ω',
	Gamma: 'Γ',
	Delta: 'Δ',
	Theta: 'Θ',
	Lambda: 'Λ',
	Xi: 'Ξ',
	Pi: 'Π',
	Sigma: 'Σ',
	Upsilon: 'Υ',
	Phi: 'Φ',
	Psi: 'Ψ',
	Omega: 'Ω',
	// Letter-like
	ell: 'ℓ',
	hbar: 'ℏ',
	imath: 'ı',
	jmath: 'ȷ',
	aleph: 'ℵ',
	wp: '℘',
	Re: 'ℜ',
	Im: 'ℑ',
	partial: '∂',
	nabla: '∇',
	infty: '∞',
	emptyset: '∅',
	varnothing: '∅',
	forall: '∀',
	exists: '∃',
	nexists: '∄',
	neg: '¬',
	lnot: '¬',
	top: '⊤',
	bot: '⊥',
	perp: '⊥',
	angle: '∠',
	triangle: '△',
	Box: '□',
	Diamond: '◇',
	surd: '√',
	prime: '′',
	checkmark: '✓',
	cmark: '✓',
	xmark: '✗',
	// Operators
	times: '×',
	div: '÷',
	cdot: '·',
	pm: '±',
	mp: '∓',
	ast: '∗',
	star: '⋆',
	circ: '∘',
	bullet: '•',
	oplus: '⊕',
	ominus: '⊖',
	otimes: '⊗',
	odot: '⊙',
	oslash: '⊘',
	cap: '∩',
	cup: '∪',
	sqcap: '⊓',
	sqcup: '⊔',
	vee: '∨',
	wedge: '∧',
	land: '∧',
	lor: '∨',
	setminus: '∖',
	backslash: '\\',
	dagger: '†',
	ddagger: '‡',
	uplus: '⊎',
	// Relations
	leq: '≤',
	le: '≤',
	geq: '≥',
	ge: '≥',
	leqslant: '⩽',
	geqslant: '⩾',
	neq: '≠',
	ne: '≠',
	ll: '≪',
	gg: '≫',
	approx: '≈',
	approxeq: '≊',
	sim: '∼',
	simeq: '≃',
	cong: '≅',
	equiv: '≡',
	propto: '∝',
	asymp: '≍',
	doteq: '≐',
	prec: '≺',
	succ: '≻',
	preceq: '⪯',
	succeq: '⪰',
	subset: '⊂',
	supset: '⊃',
	subseteq: '⊆',
	supseteq: '⊇',
	subsetneq: '⊊',
	supsetneq: '⊋',
	in: '∈',
	notin: '∉',
	ni: '∋',
	mid: '|',
	nmid: '∤',
	parallel: '∥',
	models: '⊨',
	vdash: '⊢',
	dashv: '⊣',
	lesssim: '≲',
	gtrsim: '≳',
	triangleq: '≜',
	coloneqq: '≔',
	coloneq: '≔',
	// Arrows
	to: '→',
	rightarrow: '→',
	leftarrow: '←',
	gets: '←',
	leftrightarrow: '↔',
	Rightarrow: '⇒',
	Leftarrow: '⇐',
	Leftrightarrow: '⇔',
	implies: '⟹',
	impliedby: '⟸',
	iff: '⟺',
	longrightarrow: '⟶',
	longleftarrow: '⟵',
	Longrightarrow: '⟹',
	mapsto: '↦',
	longmapsto: '⟼',
	uparrow: '↑',
	downarrow: '↓',
	Uparrow: '⇑',
	Downarrow: '⇓',
	updownarrow: '↕',
	nearrow: '↗',
	searrow: '↘',
	hookrightarrow: '↪',
	rightleftharpoons: '⇌',
	leadsto: '⇝',
	// Big operators
	sum: '∑',
	prod: '∏',
	coprod: '∐',
	int: '∫',
	iint: '∬',
	oint: '∮',
	bigcup: '⋃',
	bigcap: '⋂',
	bigoplus: '⨁',
	bigotimes: '⨂',
	bigvee: '⋁',
	bigwedge: '⋀',
	// Delimiters
	langle: '⟨',
	rangle: '⟩',
	lceil: '⌈',
	rceil: '⌉',
	lfloor: '⌊',
	rfloor: '⌋',
	vert: '|',
	lvert: '|',
	rvert: '|',
	Vert: '‖',
	lVert: '‖',
	rVert: '‖',
	lbrace: '{',
	rbrace: '}',
	// Dots
	dots: '…',
	ldots: '…',
	cdots: '⋯',
	vdots: '⋮',
	ddots: '⋱',
	// Text symbols
	textbackslash: '\\',
	textasciitilde: '~',
	textasciicircum: '^',
	textbar: '|',
	textless: '<',
	textgreater: '>',
	textendash: '–',
	textemdash: '—',
	textquoteleft: '‘',
	textquoteright: '’',
	textquotedblleft: '“',
	textquotedblright: '”',
	textbullet: '•',
	textdegree: '°',
	textregistered: '®',
	texttrademark: '™',
	copyright: '©',
	textcopyright: '©',
	S: '§',
	P: '¶',
	dag: '†',
	ddag: '‡',
	pounds: '£',
	euro: '€',
	textperthousand: '‰',
	ss: 'ß',
	ae: 'æ',
	AE: 'Æ',
	oe: 'œ',
	OE: 'Œ',
	o: 'ø',
	O: 'Ø',
	aa: 'å',
	AA: 'Å',
	l: 'ł',
	L: 'Ł',
	i: 'ı',
	j: 'ȷ',
	item: '• ',
	// Spaces and breaks
	quad: ' ',
	qquad: ' ',
	enspace: ' ',
	thinspace: ' ',
	medspace: ' ',
	thickspace: ' ',
	space: ' ',
	nobreakspace: ' ',
	hfill: ' ',
	newline: ' ',
	linebreak: ' ',
	par: ' ',
	negthinspace: ''
};

/** Control symbols (a backslash and one non-letter) that stand for text. */
export const CONTROL_SYMBOLS: Record<string, string> = {
	'%': '%',
	'&': '&',
	_: '_',
	'#': '#',
	$: '$',
	'{': '{',
	'}': '}',
	' ': ' ',
	'\n': ' ',
	'\t': ' ',
	',': ' ',
	':': ' ',
	';': ' ',
	'>': ' ',
	'!': '',
	'/': '',
	'-': '',
	'@': '',
	'\\': ' ',
	'|': '‖'
};

/** Accent commands → the combining mark they put on the next letter. */
export const ACCENTS: Record<string, string> = {
	"'": '\u0301',
	'`': '\u0300',
	'^': '\u0302',
	'"': '\u0308',
	'~': '\u0303',
	'=': '\u0304',
	'.': '\u0307',
	u: '\u0306',
	v: '\u030c',
	H: '\u030b',
	c: '\u0327',
	k: '\u0328',
	r: '\u030a',
	b: '\u0331',
	d: '\u0323',
	// "\not=" and "\not\in": Unicode composes = and ∈ with this slash into ≠ and ∉.
	not: '\u0338'
};

/** Math accents → the combining mark put on every character of their argument. */
export const MATH_ACCENTS: Record<string, string> = {
	hat: '\u0302',
	widehat: '\u0302',
	tilde: '\u0303',
	widetilde: '\u0303',
	bar: '\u0304',
	overline: '\u0305',
	vec: '\u20d7',
	dot: '\u0307',
	ddot: '\u0308',
	check: '\u030c',
	breve: '\u0306',
	acute: '\u0301',
	grave: '\u0300'
};

/** Font switches and sizing: they change how text looks, not what it says. */
export const DECLARATIONS = new Set(
	(
		'em bf it sc tt rm sf sl up md bfseries mdseries itshape upshape slshape scshape rmfamily ' +
		'sffamily ttfamily normalfont boldmath unboldmath displaystyle textstyle scriptstyle ' +
		'scriptscriptstyle tiny scriptsize footnotesize small normalsize large Large LARGE huge Huge ' +
		'noindent centering raggedright raggedleft relax protect xspace ignorespaces nonumber notag ' +
		'limits nolimits left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr Biggl ' +
		'Biggr allowbreak nobreak hline toprule midrule bottomrule smallskip medskip bigskip'
	).split(' ')
);

/** Commands whose argument is running text, shown as it is. */
export const TEXT_WRAPPERS = new Set(
	(
		'emph textbf textit textsl texttt textsc textsf textrm textnormal textup textmd text mbox ' +
		'hbox fbox underline uline ul sout footnote'
	).split(' ')
);

/** Commands whose argument is math in another font, shown as it is. */
export const MATH_WRAPPERS = new Set(
	(
		'mathbf mathit mathsf mathtt mathcal mathscr mathfrak mathnormal mathrm boldsymbol bm pmb ' +
		'operatorname mathop mathbin mathrel mathord overbrace underbrace boxed'
	).split(' ')
);

/** Commands that point elsewhere (citations, references, layout): their argument is dropped. */
export const DROPPED = new Set(
	(
		'cite citep citet citealp citealt citeauthor citeyear citenum nocite parencite textcite ' +
		'autocite footcite thanks ref eqref autoref cref Cref pageref label vspace hspace phantom ' +
		'hphantom vphantom color bibliographystyle bibliography includegraphics begin end'
	).split(' ')
);

/** Named operators ("\log n"): their name, kept apart from a letter before them ("n\log n"). */
export const OPERATOR_NAMES = new Set(
	(
		'log ln lg exp max min sup inf lim liminf limsup sin cos tan sec csc cot sinh cosh tanh ' +
		'arcsin arccos arctan arg det dim ker deg gcd hom Pr argmax argmin bmod'
	).split(' ')
);

/** Of the dropped commands, those that follow a word: the space before them goes too. */
export const CITATIONS = /^(?:\w*cite\w*|thanks)$/;

const DIGITS_UP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const DIGITS_DOWN = '₀₁₂₃₄₅₆₇₈₉';

const pairs = (from: string, to: string): Record<string, string> => {
	const a = [...from];
	const b = [...to];
	return Object.fromEntries(a.map((c, k) => [c, b[k]]));
};

/** Characters with a superscript form. `*`, `′` and `†` read right as they are. */
export const SUPERSCRIPT: Record<string, string> = {
	...pairs('0123456789', DIGITS_UP),
	...pairs('+-=()', '⁺⁻⁼⁽⁾'),
	...pairs('abcdefghijklmnoprstuvwxyz', 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'),
	...pairs('ABDEGHIJKLMNOPRTUVW', 'ᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ'),
	...pairs('βγδθφχ', 'ᵝᵞᵟᶿᵠᵡ'),
	'−': '⁻',
	'⊤': 'ᵀ',
	'*': '*',
	'∗': '*',
	'⋆': '⋆',
	'′': '′',
	'″': '″',
	'†': '†',
	'‡': '‡',
	'∘': '°'
};

/** Characters with a subscript form. */
export const SUBSCRIPT: Record<string, string> = {
	...pairs('0123456789', DIGITS_DOWN),
	...pairs('+-=()', '₊₋₌₍₎'),
	...pairs('aehijklmnoprstuvx', 'ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ'),
	...pairs('βγρφχ', 'ᵦᵧᵨᵩᵪ'),
	'−': '₋'
};

/** \mathbb letters: the ones in the Letterlike Symbols block, the rest from the math alphabet. */
export function doubleStruck(letter: string): string {
	const letterlike: Record<string, string> = {
		C: 'ℂ',
		H: 'ℍ',
		N: 'ℕ',
		P: 'ℙ',
		Q: 'ℚ',
		R: 'ℝ',
		Z: 'ℤ'
	};
	if (letterlike[letter]) return letterlike[letter];
	const code = letter.charCodeAt(0);
	if (letter.length === 1 && code >= 65 && code <= 90)
		return String.fromCodePoint(0x1d538 + code - 65);
	if (letter.length === 1 && code >= 97 && code <= 122)
		return String.fromCodePoint(0x1d552 + code - 97);
	if (letter.length === 1 && code >= 48 && code <= 57)
		return String.fromCodePoint(0x1d7d8 + code - 48);
	return letter;
}
