import type { ResultColumn } from '$lib/sql/result-columns';

// A NULL category drawn under one name everywhere: upright bars left it out (Plot drops a null
// x), lying bars gave it an empty label, and a legend wrote "null".

export const NULL_LABEL = '(null)';

/** Kinds a chart draws as categories, where NULL is one more. */
const CATEGORICAL = new Set<ResultColumn['kind']>(['text', 'boolean']);

/** The rows with each NULL of a categorical column as NULL_LABEL (numbers and dates keep theirs:
 * they have no place on a scale). */
export function labelNulls(
	rows: readonly Record<string, unknown>[],
	columns: readonly ResultColumn[]
): Record<string, unknown>[] {
	const names = columns.filter((c) => CATEGORICAL.has(c.kind)).map((c) => c.name);
	if (names.length === 0) return [...rows];
	return rows.map((row) => {
		if (!names.some((name) => row[name] == null)) return row;
		const labelled = { ...row };
		for (const name of names) labelled[name] ??= NULL_LABEL;
		return labelled;
	});
}
