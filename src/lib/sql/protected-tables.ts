// The console may create and change tables of its own, not the app's: every view reads `papers`
// and `entities` (and `papers` may be a view over the attached `charts` database), and a dropped
// or changed one would break them, or make them disagree with the overview's precomputed
// answers, until the page is reloaded. Read from DuckDB's own tokens, so comments, quotes,
// schema prefixes and a leading WITH or PREPARE hide nothing.
import { nameOf, TOKEN, type ScriptToken } from './script-tokens';

const APP_TABLES = new Set(['papers', 'entities']);
/** The catalog and schema the app's tables live in ("memory.main.papers"). */
const APP_QUALIFIERS = new Set(['memory', 'main']);
/** The attached chart database (src/lib/db/chart-database.ts). */
const APP_CATALOGS = new Set(['charts', 'memory']);

// Words between a verb and the name it acts on.
const FILLER = new Set([
	'TABLE',
	'VIEW',
	'IF',
	'EXISTS',
	'FROM',
	'INTO',
	'OR',
	'REPLACE',
	'IGNORE',
	'ONLY',
	'TEMP',
	'TEMPORARY',
	'DATABASE',
	'SCHEMA'
]);

const word = (t: ScriptToken | undefined) =>
	t && (t.type === TOKEN.keyword || t.type === TOKEN.identifier) ? t.text.toUpperCase() : '';

/** The dotted name starting at `i` ("memory . main . \"papers\""), in parts, and where it ends. */
function dottedName(tokens: ScriptToken[], i: number): { parts: string[]; end: number } {
	const parts: string[] = [];
	let j = i;
	while (tokens[j] && (tokens[j].type === TOKEN.identifier || tokens[j].type === TOKEN.keyword)) {
		parts.push(nameOf(tokens[j]));
		if (tokens[j + 1]?.type === TOKEN.operator && tokens[j + 1].text === '.') j += 2;
		else return { parts, end: j + 1 };
	}
	return { parts, end: j };
}

const isAppTable = (parts: string[]) =>
	parts.length > 0 &&
	APP_TABLES.has(parts[parts.length - 1]) &&
	parts.slice(0, -1).every((q) => APP_QUALIFIERS.has(q));

/** Does the verb at `i` drop, change or fill one of the app's tables (or detach its data)? */
function changesAppData(tokens: ScriptToken[], i: number): boolean {
	const verb = word(tokens[i]);
	const create = verb === 'CREATE' && word(tokens[i + 1]) === 'OR';
	const acting = [
		'DROP',
		'ALTER',
		'TRUNCATE',
		'DELETE',
		'UPDATE',
		'INSERT',
		'MERGE',
		'COPY',
		'DETACH'
	].includes(verb);
	if (!acting && !create) return false;
	let j = i + 1;
	while (FILLER.has(word(tokens[j])) && tokens[j].type === TOKEN.keyword) j++;
	const { parts, end } = dottedName(tokens, j);
	if (verb === 'DETACH') return parts.length === 1 && APP_CATALOGS.has(parts[0]);
	// "DROP SCHEMA main CASCADE" takes the tables with it.
	if (verb === 'DROP' && word(tokens[j - 1]) === 'SCHEMA')
		return parts.length > 0 && parts.every((q) => APP_QUALIFIERS.has(q));
	if (!isAppTable(parts)) return false;
	// "COPY papers TO 'file'" only reads it.
	return verb !== 'COPY' || word(tokens[end]) === 'FROM';
}

export const PROTECTED_TABLES =
	'papers and entities are the data every view reads, so the console does not drop, change or fill them (nor detach the data they come from): nothing was run. Work on a copy instead: CREATE TABLE my_papers AS SELECT * FROM papers.';

/** The reason a script may not run (a statement drops, changes or fills papers or entities), or
 * null. */
export function protectedRefusal(tokens: ScriptToken[]): string | null {
	return tokens.some((t, i) => t.type === TOKEN.keyword && changesAppData(tokens, i))
		? PROTECTED_TABLES
		: null;
}
