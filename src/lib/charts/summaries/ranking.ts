// Entries ranked by a number, named as every ranking summary names them: what leads (or which
// tie for the lead), then the next few and how many more. Only the entries named are written
// out: a ranking may hold thousands (a heatmap's pairs, a query's 50,000 rows).
import { listedOf } from './wording.ts';

/** How many after the leaders a ranking names: the rest is in the chart and its table. */
export const NEXT = 3;

/** How a ranking says its entries; each is asked only of the entries it names. */
export interface RankWording<T> {
	/** A value as written: values written alike tie (0.1 + 0.2 and 0.3 both read "0.3"). */
	value: (v: number) => string;
	/** An entry's name in a list of those that tie for the lead. */
	name: (entry: T) => string;
	/** The one leader: "GRPO leads: 70 of 204 papers (34%)". */
	lead: (entry: T, v: number) => string;
	/** The leaders that tie, listed: "A and B tie at 5 papers each". */
	tie: (names: string, v: number) => string;
	/** The only entry: "GRPO: 1 of 1 paper (100%)". */
	only: (entry: T, v: number) => string;
	/** One of the next few: "PPO 49 (24%)". */
	next: (entry: T, v: number) => string;
}

/** The sentence ranking `entries` by `valueOf`, highest first (equal values in their given
 * order); '' for none. */
export function ranking<T>(
	entries: readonly T[],
	valueOf: (entry: T) => number,
	say: RankWording<T>
): string {
	const ranked = entries.map((entry) => ({ entry, v: valueOf(entry) })).sort((a, b) => b.v - a.v);
	const [first] = ranked;
	if (!first) return '';
	if (ranked.length === 1) return `${say.only(first.entry, first.v)}.`;
	const top = say.value(first.v);
	let leaders = 1;
	while (
		leaders < ranked.length &&
		(ranked[leaders].v === first.v || say.value(ranked[leaders].v) === top)
	)
		leaders++;
	const head =
		leaders === 1
			? say.lead(first.entry, first.v)
			: say.tie(
					listedOf(
						ranked.slice(0, Math.min(leaders, NEXT)).map((r) => say.name(r.entry)),
						leaders
					),
					first.v
				);
	const rest = ranked.length - leaders;
	if (rest === 0) return `${head}.`;
	const named = ranked.slice(leaders, leaders + NEXT).map((r) => say.next(r.entry, r.v));
	return `${head}; then ${listedOf(named, rest)}.`;
}
