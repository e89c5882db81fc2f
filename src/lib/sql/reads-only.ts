// Whether a statement only reads: the console's exports may run it again (for the rows past
// what the console keeps, or for DuckDB's CSV); an INSERT run again would insert again.
import { codeOnly } from './code-only';

const READS = /^[\s(]*(?:select|with|from|values|table|pivot|unpivot|describe|show|summarize)\b/i;
// Anywhere in it ("WITH t AS (…) INSERT … RETURNING *" writes): a word that writes, or may.
const WRITES =
	/\b(?:insert|update|delete|merge|copy|create|drop|alter|truncate|attach|detach|call|pragma|set|install|load|export|import|checkpoint|vacuum)\b/i;

export function readsOnly(statement: string): boolean {
	const code = codeOnly(statement);
	return READS.test(code) && !WRITES.test(code);
}
