// A console script read with DuckDB's own tokenizer (DuckDB-WASM's `tokenize`), so that strings
// (E'it\'s'), quoted names and nested comments split and read exactly as DuckDB reads them.
import type { StatementRange } from './split-statements';

/** DuckDB-WASM's `tokenize` answer: where each token starts, and its kind (TokenType). */
export interface RawTokens {
	offsets: number[];
	types: number[];
}

/** DuckDB-WASM's TokenType values (duckdb-wasm/dist/types/src/bindings/tokens.d.ts). */
export const TOKEN = { identifier: 0, number: 1, string: 2, operator: 3, keyword: 4 } as const;

export interface ScriptToken {
	type: number;
	/** The token alone: a tokenizer offset runs to the next token, over blanks and comments. */
	text: string;
	from: number;
	to: number;
}

const QUOTED_NAME = /^"(?:[^"]|"")*"/;
const WORD = /^[\p{L}\p{N}_$]+/u;

/** The token's own text at `from`: a quoted name, a word, or the symbol there. */
function tokenText(script: string, from: number, type: number): string {
	const rest = script.slice(from);
	if (type === TOKEN.identifier || type === TOKEN.keyword || type === TOKEN.number)
		return (QUOTED_NAME.exec(rest) ?? WORD.exec(rest))?.[0] ?? rest.charAt(0);
	if (type === TOKEN.operator) return rest.charAt(0);
	// A string: everything up to where the next token or a comment starts, less trailing blanks.
	return rest;
}

export function scriptTokens(script: string, raw: RawTokens): ScriptToken[] {
	return raw.offsets.map((from, i) => {
		const next = raw.offsets[i + 1] ?? script.length;
		const text = tokenText(script.slice(0, next), from, raw.types[i]).trimEnd();
		return { type: raw.types[i], text, from, to: from + text.length };
	});
}

/** The statements of a script, split where DuckDB's tokenizer reads a `;`; each keeps the
 * comments before it ("-- Export check" names an export). */
export function statementRanges(script: string, tokens: ScriptToken[]): StatementRange[] {
	const ranges: StatementRange[] = [];
	let segment = 0;
	let last: ScriptToken | null = null;
	const close = (next: number) => {
		if (last) {
			const from =
				segment + (script.slice(segment).length - script.slice(segment).trimStart().length);
			ranges.push({ from, to: last.to, text: script.slice(from, last.to) });
		}
		segment = next;
		last = null;
	};
	for (const token of tokens) {
		if (token.type === TOKEN.operator && token.text === ';') close(token.to);
		else last = token;
	}
	close(script.length);
	return ranges;
}

/** A name as DuckDB compares it: in any case, quoted or not ("Papers" is papers). */
export const nameOf = (token: ScriptToken): string =>
	(token.text.startsWith('"')
		? token.text.slice(1, -1).replaceAll('""', '"')
		: token.text
	).toLowerCase();
