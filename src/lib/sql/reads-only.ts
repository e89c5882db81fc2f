// Whether a statement only reads. The export of a result longer than the console keeps runs its
// statement again for the rest; an INSERT run again would insert again.

const LEADING_COMMENTS = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const READS = /^\(*\s*(?:select|with|from|values|table|pivot|unpivot|describe|show|summarize)\b/i;

export const readsOnly = (statement: string): boolean =>
	READS.test(statement.replace(LEADING_COMMENTS, ''));
