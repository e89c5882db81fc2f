// The one place user values become SQL text: quoted and escaped, so the query shown is the query run.
import { isCalendarDay } from '../stats/periods.ts';

/** A string literal; a NUL, which DuckDB's parser takes for the end of the text, is spliced in
 * as chr(0) (a link with "%00" in a filter matched nothing, and broke every chart). */
export function sqlString(value: string): string {
	const quoted = `'${value.replaceAll("'", "''")}'`;
	return value.includes('\0') ? `(${quoted.replaceAll('\0', "' || chr(0) || '")})` : quoted;
}

export function sqlNumber(value: number): string {
	if (!Number.isFinite(value)) throw new Error(`invalid number for SQL: ${value}`);
	return String(value);
}

/** A date as `DATE 'YYYY-MM-DD'`; anything else, a day that does not exist too, is refused. */
export function sqlDate(value: string): string {
	if (!isCalendarDay(value)) throw new Error(`invalid date: ${value}`);
	return `DATE ${sqlString(value)}`;
}

/** A condition: `column` holds `text`, in any case, where a word starts ("PPO" in "PPO-based" or
 * "(PPO)", not in "Supporting"; "reinforc" in "Reinforcement"; "GPT" in "ChatGPT"). Regex
 * characters of `text` are escaped. */
export function sqlAtWordStart(column: string, text: string): string {
	const escape = (t: string) => t.replace(/[\\^$.|?*+()[\]{}]/g, (c) => '\\' + c);
	const atStart = String.raw`(^|[^\p{L}\p{N}])(?i:${escape(text)})`;
	// "GPT" in "ChatGPT", "Zero" in "AlphaZero": a capital after a small letter starts a word too.
	const first = text[0] ?? '';
	const inCamelCase =
		first.toLowerCase() !== first.toUpperCase()
			? String.raw`|\p{Ll}${escape(first.toUpperCase())}(?i:${escape(text.slice(1))})`
			: '';
	return `regexp_matches(${column}, ${sqlString(atStart + inCamelCase)})`;
}
