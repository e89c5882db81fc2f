// The one place user values become SQL text: quoted and escaped, so the query shown is the query run.

export function sqlString(value: string): string {
	return `'${value.replaceAll("'", "''")}'`;
}

export function sqlNumber(value: number): string {
	if (!Number.isFinite(value)) throw new Error(`invalid number for SQL: ${value}`);
	return String(value);
}

/** A date as `DATE 'YYYY-MM-DD'`; anything else is refused. */
export function sqlDate(value: string): string {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`invalid date: ${value}`);
	return `DATE ${sqlString(value)}`;
}

/** A condition: `column` holds `text`, in any case, where a word starts ("PPO" in "PPO-based" or
 * "(PPO)", not in "Supporting"; "reinforc" in "Reinforcement"). Regex characters of `text` are
 * escaped. */
export function sqlAtWordStart(column: string, text: string): string {
	const literal = text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => '\\' + c);
	return `regexp_matches(${column}, ${sqlString(String.raw`(^|[^\p{L}\p{N}])` + literal)}, 'i')`;
}
