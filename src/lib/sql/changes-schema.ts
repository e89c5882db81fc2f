// Whether a script may change what the schema panel shows: its tables and views, and the example
// value of each column. Reading the schema again runs a query per column of every table and view
// (a heavy view is evaluated once per column), so a query or a SET does not.
import { codeOnly } from './code-only';

const CHANGES =
	/\b(?:create|drop|alter|attach|detach|rename|import|insert|update|delete|merge|truncate|copy|call)\b/i;

export const changesSchema = (script: string): boolean => CHANGES.test(codeOnly(script));
