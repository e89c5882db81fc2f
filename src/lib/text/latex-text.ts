// Paper titles and abstracts carry inline LaTeX ("$V_1$", "{\em on-policy}", "0.02\%"): this
// reads it as plain Unicode text ("V₁", "on-policy", "0.02%") to show with ordinary text
// interpolation, never as markup. It never throws: unbalanced "$" or braces, unknown commands and
// hostile nesting all give some text. Each stretch of output remembers the stretch of source it
// came from, so offsets into the source (highlighted mentions) can be carried over.
import {
	ACCENTS,
	CITATIONS,
	CONTROL_SYMBOLS,
	DECLARATIONS,
	DROPPED,
	MATH_ACCENTS,
	MATH_WRAPPERS,
	OPERATOR_NAMES,
	SYMBOLS,
	TEXT_WRAPPERS,
	doubleStruck
} from './latex-symbols.ts';
import { accented, codePoint, everyAccented, operand, script } from './latex-compose.ts';

/** A stretch of the readable text and the stretch of source [start, end) it came from. */
export interface Piece {
	text: string;
	start: number;
	end: number;
	/** The text is that source stretch unchanged: offsets inside it map one to one. */
	literal: boolean;
}

type Mode = 'text' | 'math';
type Closer = '}' | '$' | '$$' | '\\)' | '\\]';

interface Reader {
	src: string;
	at: number;
	out: Piece[];
}

/** Deeper groups and arguments are read flat: hostile nesting cannot exhaust the stack. */
const MAX_DEPTH = 24;
/** How far a dropped or verbatim argument may reach for its closing brace. */
const MAX_SKIP = 500;
const MAYBE_LATEX = /[\\$~{}`]|--|''/;
const TEXT_RUN = /[^\\${}~`'\-h]+/y;
const MATH_RUN = /[^\\${}^_'~&]+/y;
const SPACE = /\s/;

/** The source as readable text and where each part of it came from. */
export function latexPieces(src: string): Piece[] {
	if (!src) return [];
	if (!MAYBE_LATEX.test(src)) return [{ text: src, start: 0, end: src.length, literal: true }];
	const r: Reader = { src, at: 0, out: [] };
	while (r.at < src.length) readUntil(r, 'text', null, 0);
	return r.out;
}

/** The source as readable text: "$O(n^2)$ with \emph{$\lambda$-RLM}" → "O(n²) with λ-RLM". */
export function latexToText(src: string): string {
	return latexPieces(src)
		.map((p) => p.text)
		.join('');
}

function literal(r: Reader, start: number, end: number): void {
	if (end <= start) return;
	const last = r.out[r.out.length - 1];
	if (last?.literal && last.end === start) {
		last.text += r.src.slice(start, end);
		last.end = end;
	} else r.out.push({ text: r.src.slice(start, end), start, end, literal: true });
}

function emit(r: Reader, text: string, start: number, end: number): void {
	if (text) r.out.push({ text, start, end, literal: false });
}

/** What `read` writes, as one string, instead of into the output. */
function collect(r: Reader, read: () => void): string {
	const saved = r.out;
	r.out = [];
	read();
	const text = r.out.map((p) => p.text).join('');
	r.out = saved;
	return text;
}

const startsMath = (r: Reader) =>
	r.src[r.at] === '$' || r.src.startsWith('\\)', r.at) || r.src.startsWith('\\]', r.at);

/** Reads tokens until `closer` (consumed) or the end. Math also stops before any math closer,
 * so a group left open inside "$…$" cannot swallow the rest of the text. */
function readUntil(r: Reader, mode: Mode, closer: Closer | null, depth: number): void {
	while (r.at < r.src.length) {
		if (closer && r.src.startsWith(closer, r.at)) {
			r.at += closer.length;
			return;
		}
		if (mode === 'math' && startsMath(r)) return;
		readToken(r, mode, depth);
	}
}

function readToken(r: Reader, mode: Mode, depth: number): void {
	const { src, at } = r;
	const ch = src[at];
	if (ch === '\\') return readCommand(r, mode, depth);
	if (ch === '{') return readGroup(r, mode, depth);
	if (ch === '}') {
		r.at++; // a brace nothing opened
		return;
	}
	if (mode === 'math') return readMathToken(r, depth);
	if (ch === '$') return readDollar(r, depth);
	if (ch === '~') {
		// A tie after a word ("learning~(RL)") is a space; "~10%" after a space means "about".
		if (at > 0 && !SPACE.test(src[at - 1])) emit(r, ' ', at, at + 1);
		else literal(r, at, at + 1);
		r.at++;
		return;
	}
	if ((ch === '`' || ch === "'") && src[at + 1] === ch) {
		emit(r, ch === '`' ? '“' : '”', at, at + 2);
		r.at += 2;
		return;
	}
	if (ch === '-') return readDashes(r);
	if (ch === 'h' && /^https?:\/\//.test(src.slice(at, at + 8)) && !/\w/.test(src[at - 1] ?? '')) {
		// URLs keep their "~", "--" and "_" as they are.
		let end = at;
		while (end < src.length && !/[\s{}\\]/.test(src[end])) end++;
		literal(r, at, end);
		r.at = end;
		return;
	}
	TEXT_RUN.lastIndex = at;
	const run = TEXT_RUN.exec(src);
	const end = run ? at + run[0].length : at + 1;
	literal(r, at, end);
	r.at = end;
}

function readMathToken(r: Reader, depth: number): void {
	const { src, at } = r;
	const ch = src[at];
	if (ch === '^' || ch === '_') return readScript(r, ch === '^', at, at + 1, depth);
	if (ch === "'") {
		let end = at;
		while (src[end] === "'") end++;
		emit(r, ['′', '″', '‴'][Math.min(end - at, 3) - 1], at, end);
		r.at = end;
		return;
	}
	if (ch === '~' || ch === '&') {
		emit(r, ' ', at, at + 1);
		r.at++;
		return;
	}
	MATH_RUN.lastIndex = at;
	const run = MATH_RUN.exec(src);
	const end = run ? at + run[0].length : at + 1;
	literal(r, at, end);
	r.at = end;
}

/** "--" and "---" between words are dashes; "--flag" and "-->" stay as they are. */
function readDashes(r: Reader): void {
	const { src, at } = r;
	let end = at;
	while (src[end] === '-') end++;
	const n = end - at;
	const before = src[at - 1];
	const flag = (before === undefined || SPACE.test(before)) && /\p{L}/u.test(src[end] ?? '');
	if ((n === 2 || n === 3) && !flag && src[end] !== '>' && before !== '<')
		emit(r, n === 2 ? '–' : '—', at, end);
	else literal(r, at, end);
	r.at = end;
}

function readGroup(r: Reader, mode: Mode, depth: number): void {
	r.at++;
	if (depth < MAX_DEPTH) readUntil(r, mode, '}', depth + 1);
}

/** "$…$" is math unless it reads as money: "costs $5 and $10", "$9.6-$14.4" stay as they are.
 * "$$…$$" is math when it closes. */
function readDollar(r: Reader, depth: number): void {
	const { src, at } = r;
	const display = src[at + 1] === '$';
	const open = display ? 2 : 1;
	const found = display ? src.indexOf('$$', at + 2) >= 0 : inlineMathEnd(src, at) >= 0;
	if (!found || depth >= MAX_DEPTH) {
		literal(r, at, at + open);
		r.at = at + open;
		return;
	}
	r.at = at + open;
	readUntil(r, 'math', display ? '$$' : '$', depth + 1);
}

function inlineMathEnd(src: string, at: number): number {
	let end = src.indexOf('$', at + 1);
	while (end > 0 && src[end - 1] === '\\') end = src.indexOf('$', end + 1);
	if (end < 0 || !src.slice(at + 1, end).trim()) return -1;
	const money =
		/\d/.test(src[at + 1]) && (SPACE.test(src[end - 1]) || /\d/.test(src[end + 1] ?? ''));
	return money ? -1 : end;
}

/** `src.indexOf(char, from)`, looking no further than `reach` characters. */
function indexWithin(src: string, char: string, from: number, reach: number): number {
	const end = Math.min(src.length, from + reach);
	for (let k = from; k < end; k++) if (src[k] === char) return k;
	return -1;
}

function skipSpaces(r: Reader): void {
	while (r.at < r.src.length && SPACE.test(r.src[r.at])) r.at++;
}

/** One argument: a group, a command or a character (a surrogate pair is one). */
function readArgument(r: Reader, mode: Mode, depth: number): void {
	skipSpaces(r);
	const { src, at } = r;
	if (at >= src.length || src[at] === '}' || (mode === 'math' && startsMath(r))) return;
	if (depth >= MAX_DEPTH) {
		r.at++;
		return;
	}
	if (src[at] === '{') return readGroup(r, mode, depth);
	if (src[at] === '\\') return readCommand(r, mode, depth + 1);
	const width =
		/[\ud800-\udbff]/.test(src[at]) && /[\udc00-\udfff]/.test(src[at + 1] ?? '') ? 2 : 1;
	literal(r, at, at + width);
	r.at = at + width;
}

/** Passes over an argument without reading it: a group (balanced, within reach), a command or a
 * character. An unclosed brace is passed over alone, so the text after it still shows. */
function skipArgument(r: Reader): void {
	skipSpaces(r);
	const { src, at } = r;
	if (at >= src.length || src[at] === '}') return;
	if (src[at] === '\\') {
		let end = at + 1;
		while (/[A-Za-z]/.test(src[end] ?? '')) end++;
		r.at = Math.max(end, at + 2);
		return;
	}
	if (src[at] !== '{') {
		r.at = at + 1;
		return;
	}
	let open = 0;
	for (let k = at; k < src.length && k < at + MAX_SKIP; k++) {
		if (src[k] === '\\') k++;
		else if (src[k] === '{') open++;
		else if (src[k] === '}' && --open === 0) {
			r.at = k + 1;
			return;
		}
	}
	r.at = at + 1;
}

/** Optional "[…]" arguments (citation notes, root degrees): their raw text, or null. */
function readOptional(r: Reader): string | null {
	const { src, at } = r;
	if (src[at] !== '[') return null;
	const end = indexWithin(src, ']', at, MAX_SKIP);
	if (end < 0) return null;
	r.at = end + 1;
	return src.slice(at + 1, end);
}

function readCommand(r: Reader, mode: Mode, depth: number): void {
	const { src } = r;
	const start = r.at;
	if (start + 1 >= src.length) {
		r.at = src.length; // a lone backslash at the end
		return;
	}
	let name: string;
	if (/[A-Za-z]/.test(src[start + 1])) {
		let end = start + 1;
		while (end < src.length && /[A-Za-z]/.test(src[end])) end++;
		name = src.slice(start + 1, end);
	} else name = src[start + 1];
	r.at = start + 1 + name.length;

	if (name === '(' || name === '[') {
		if (depth < MAX_DEPTH) readUntil(r, 'math', name === '(' ? '\\)' : '\\]', depth + 1);
		return;
	}
	if (name === ')' || name === ']') return; // a closer nothing opened
	if (Object.hasOwn(ACCENTS, name)) return readAccent(r, ACCENTS[name], start, depth);
	if (Object.hasOwn(CONTROL_SYMBOLS, name)) return emit(r, CONTROL_SYMBOLS[name], start, r.at);
	if (Object.hasOwn(SYMBOLS, name)) {
		const symbol = SYMBOLS[name];
		emit(r, symbol, start, r.at);
		// The space that ends "n\times m" is not a space in the math; the one in "a \times b" is.
		if (mode === 'math' && !/\p{L}/u.test(symbol) && !SPACE.test(src[start - 1] ?? ' '))
			skipSpaces(r);
		return;
	}
	if (DECLARATIONS.has(name)) {
		skipSpaces(r);
		if (['left', 'right', 'middle'].includes(name) && src[r.at] === '.') r.at++;
		return;
	}
	if (TEXT_WRAPPERS.has(name)) return readArgument(r, 'text', depth);
	if (MATH_WRAPPERS.has(name)) {
		if (src[r.at] === '*') r.at++;
		return readArgument(r, 'math', depth);
	}
	if (Object.hasOwn(MATH_ACCENTS, name)) {
		const arg = collect(r, () => readArgument(r, 'math', depth));
		return emit(r, everyAccented(arg, MATH_ACCENTS[name]), start, r.at);
	}
	if (DROPPED.has(name)) return readDropped(r, name, start);
	if (OPERATOR_NAMES.has(name)) {
		const word = name === 'bmod' ? 'mod' : name;
		return emit(r, /[\p{L}\p{N}]/u.test(src[start - 1] ?? '') ? ` ${word}` : word, start, r.at);
	}
	switch (name) {
		case 'mathbb': {
			const arg = collect(r, () => readArgument(r, 'math', depth));
			return emit(r, [...arg].map(doubleStruck).join(''), start, r.at);
		}
		case 'frac':
		case 'dfrac':
		case 'tfrac':
		case 'cfrac': {
			const over = collect(r, () => readArgument(r, 'math', depth));
			const under = collect(r, () => readArgument(r, 'math', depth));
			if (over || under) emit(r, `${operand(over)}/${operand(under)}`, start, r.at);
			return;
		}
		case 'binom': {
			const n = collect(r, () => readArgument(r, 'math', depth));
			const k = collect(r, () => readArgument(r, 'math', depth));
			return emit(r, `(${n} choose ${k})`, start, r.at);
		}
		case 'sqrt': {
			const degree = readOptional(r)?.trim() ?? '';
			const arg = collect(r, () => readArgument(r, 'math', depth));
			const root =
				degree === '3' ? '∛' : degree === '4' ? '∜' : `${degree ? script(degree, true) : ''}√`;
			return emit(r, root + operand(arg), start, r.at);
		}
		case 'textsuperscript':
		case 'textsubscript':
			return readScript(r, name === 'textsuperscript', start, r.at, depth);
		case 'overset':
		case 'underset':
		case 'stackrel':
		case 'textcolor':
		case 'colorbox':
		case 'texorpdfstring':
		case 'href':
			// The first argument is a decoration or a link target; the second is what reads.
			skipArgument(r);
			return readArgument(r, name === 'overset' || name === 'underset' ? 'math' : 'text', depth);
		case 'url':
		case 'path':
		case 'nolinkurl':
			return readVerbatim(r);
		case 'unicode':
			return emit(r, codePoint(collect(r, () => readVerbatim(r))), start, r.at);
	}
	// An author's own macro ("\name", "\oni") reads as its name; "\foo{x}" as its argument.
	if (src[r.at] === '{' && src[r.at + 1] === '}') {
		r.at += 2;
		return emit(r, name, start, r.at);
	}
	if (src[r.at] !== '{') emit(r, name, start, r.at);
}

/** "\'e", "\"{o}", "\v c", "\'{\i}": the letter with its mark, composed where Unicode can. */
function readAccent(r: Reader, mark: string, start: number, depth: number): void {
	const arg = collect(r, () => readArgument(r, 'text', depth));
	// "\~{}" is the accent itself.
	if (!arg) return emit(r, /[A-Za-z]/.test(r.src[start + 1]) ? '' : r.src[start + 1], start, r.at);
	emit(r, accented(arg, mark), start, r.at);
}

/** "\cite{…}" and the like are dropped with their arguments, and so is the space before a
 * citation when punctuation or a space follows it ("as shown \cite{x}." → "as shown."). */
function readDropped(r: Reader, name: string, start: number): void {
	const { src } = r;
	skipSpaces(r);
	readOptional(r);
	readOptional(r);
	if (name === 'begin') {
		const env = collect(r, () => readVerbatim(r));
		if (/^(array|tabular\*?|tabularx)$/.test(env)) skipArgument(r);
		return;
	}
	skipArgument(r);
	if (!CITATIONS.test(name)) return;
	const after = src[r.at];
	if (after !== undefined && !/[\s.,;:)!?]/.test(after)) return;
	const last = r.out[r.out.length - 1];
	if (!last || last.end > start) return;
	const trimmed = last.text.replace(/\s+$/, '');
	if (last.literal) last.end = last.start + trimmed.length;
	last.text = trimmed;
	if (!trimmed) r.out.pop();
}

/** A group's raw text, as it is ("\url{https://a.b/~c}"). */
function readVerbatim(r: Reader): void {
	skipSpaces(r);
	const { src, at } = r;
	if (src[at] !== '{') {
		const word = /^[\w.-]*/.exec(src.slice(at, at + 64))![0];
		literal(r, at, at + word.length);
		r.at = at + word.length;
		return;
	}
	const end = indexWithin(src, '}', at, MAX_SKIP);
	if (end < 0) {
		r.at = at + 1;
		return;
	}
	literal(r, at + 1, end);
	r.at = end + 1;
}

/** A superscript or subscript ("^2", "_{i}", "\textsuperscript{th}"), its argument from `from`. */
function readScript(r: Reader, up: boolean, start: number, from: number, depth: number): void {
	r.at = from;
	const arg = collect(r, () => readArgument(r, 'math', depth + 1));
	emit(r, script(arg, up), start, r.at);
}
