// Whether a script may change what the schema panel lists: reading the schema again runs a query
// per column of every table and view (a heavy view is evaluated once per column), so only a
// statement that can add, drop or rename one does so, not an INSERT or a SET.

const COMMENTS = /--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\//g;
const CATALOG = /\b(?:create|drop|alter|attach|detach|rename|import)\b/i;

export const changesCatalog = (script: string): boolean =>
	CATALOG.test(script.replace(COMMENTS, ' '));
