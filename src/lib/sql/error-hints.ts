// A line of advice after DuckDB's message where the fix is not in it: the errors a reader of this
// table meets first, its list columns unnested where DuckDB does not allow it.

const HINTS: { error: RegExp; hint: string }[] = [
	{
		// "SELECT unnest(algorithms) a, count(*) … GROUP BY 1", "WHERE unnest(…) = 'PPO'".
		error: /\bUNNEST not supported here\b/i,
		hint: "Hint: to count or filter the names of a list column, unnest it in FROM: SELECT a, count(*) FROM papers, unnest(algorithms) AS t(a) GROUP BY a ORDER BY 2 DESC; to test one name, WHERE list_contains(algorithms, 'PPO')."
	}
];

/** DuckDB's message, with a hint after it where one is known. */
export function withHint(message: string): string {
	const hint = HINTS.find((h) => h.error.test(message))?.hint;
	return hint ? `${message}\n\n${hint}` : message;
}
