// Splits a SQL script into statements at top-level semicolons, skipping semicolons inside
// strings ('…', "…", $tag$…$tag$) and comments (-- …, /* … */), so the statement under the
// cursor can be run on its own.

export interface StatementRange {
	/** Offset of the first character (after leading blanks and comments are kept). */
	from: number;
	/** Offset just past the statement's last character, before its semicolon. */
	to: number;
	text: string;
}

/** Offset just past the quoted or commented span that starts at `i`, or `i` if none starts. */
function skipSpan(sql: string, i: number): number {
	const c = sql[i];
	if (c === "'" || c === '"') {
		let j = i + 1;
		while (j < sql.length) {
			if (sql[j] === c) {
				if (sql[j + 1] === c)
					j += 2; // doubled quote is an escaped quote
				else return j + 1;
			} else j++;
		}
		return sql.length;
	}
	if (c === '-' && sql[i + 1] === '-') {
		const end = sql.indexOf('\n', i);
		return end === -1 ? sql.length : end + 1;
	}
	if (c === '/' && sql[i + 1] === '*') {
		const end = sql.indexOf('*/', i + 2);
		return end === -1 ? sql.length : end + 2;
	}
	if (c === '$') {
		const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64));
		if (tag) {
			const end = sql.indexOf(tag[0], i + tag[0].length);
			return end === -1 ? sql.length : end + tag[0].length;
		}
	}
	return i;
}

/** True when the text holds nothing but blanks and comments. */
export function isBlankSql(text: string): boolean {
	let i = 0;
	while (i < text.length) {
		if (/\s/.test(text[i])) i++;
		else if (text.startsWith('--', i) || text.startsWith('/*', i)) i = skipSpan(text, i);
		else return false;
	}
	return true;
}

/** All non-blank statements of `sql`, in order. */
export function splitStatements(sql: string): StatementRange[] {
	const statements: StatementRange[] = [];
	let start = 0;
	const push = (end: number) => {
		const raw = sql.slice(start, end);
		if (!isBlankSql(raw)) {
			const lead = raw.length - raw.trimStart().length;
			const trail = raw.length - raw.trimEnd().length;
			statements.push({ from: start + lead, to: end - trail, text: raw.trim() });
		}
	};
	let i = 0;
	while (i < sql.length) {
		const next = skipSpan(sql, i);
		if (next !== i) {
			i = next;
		} else if (sql[i] === ';') {
			push(i);
			start = ++i;
		} else i++;
	}
	push(sql.length);
	return statements;
}

/** The statement a cursor picks, with its place among the script's statements. */
export interface StatementPick {
	statement: StatementRange;
	/** Its place, from 0. */
	index: number;
	/** How many statements the script holds. */
	of: number;
}

/**
 * The statement to run for a cursor at `offset`: the one containing it; between statements,
 * the one just before (the cursor usually rests after a `;`), else the next one.
 */
export function statementPick(sql: string, offset: number): StatementPick | null {
	const statements = splitStatements(sql);
	if (statements.length === 0) return null;
	let before = -1;
	for (const [index, s] of statements.entries()) {
		if (offset >= s.from && offset <= s.to) return { statement: s, index, of: statements.length };
		if (s.to < offset) before = index;
	}
	const index = Math.max(before, 0);
	return { statement: statements[index], index, of: statements.length };
}
