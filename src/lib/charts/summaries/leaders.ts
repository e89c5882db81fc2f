// The text summary of a ranking chart (bars per name, a heatmap's pairs, a histogram's bins):
// what leads, with its share of the papers behind the chart, and the next few.
import { countNoun } from '$lib/text/count-noun';
import { listed, percent } from './wording.ts';

export interface Ranked {
	label: string;
	count: number;
}

/** How many after the leaders a summary names: the rest is in the chart and its table. */
const NEXT = 3;

/**
 * "GRPO leads: 70 of 204 papers (34%); then PPO 49 (24%), DPO 27 (13%) and 12 more." Ties for
 * the lead are said as ties. `total` is the papers the chart stands on (a paper may be in
 * several bars, so the shares need not add up to 100%); unknown (0, NaN), no shares are said. A
 * bar without a count (NaN) is left out of the ranking and named as missing.
 */
export function leadersSummary(items: Ranked[], total: number, noun = 'paper'): string {
	const counted = items.filter((r) => Number.isFinite(r.count));
	const missing = items.filter((r) => !Number.isFinite(r.count)).map((r) => r.label);
	const missingText = missing.length
		? `${listed(missing, NEXT)} ${missing.length === 1 ? 'has' : 'have'} no count.`
		: '';
	if (counted.length === 0)
		return missing.length ? `No ${noun}s to chart: ${missingText}` : `No ${noun}s to chart.`;
	const ranked = [...counted].sort((a, b) => b.count - a.count);
	const top = ranked[0].count;
	if (top <= 0)
		return joined(
			`No ${noun}s in ${listed(
				ranked.map((r) => r.label),
				NEXT,
				'or'
			)}.`,
			missingText
		);
	const known = Number.isFinite(total) && total > 0;
	const leaders = ranked.filter((r) => r.count === top);
	const rest = ranked.slice(leaders.length);
	const share = (n: number) => (known ? ` (${percent(n / total)})` : '');
	// The noun takes the number of what it counts: "1 of 1 paper", "70 of 204 papers", "1 paper".
	const counts = (n: number) =>
		known ? `${n.toLocaleString('en')} of ${countNoun(total, noun)}` : countNoun(n, noun);
	const of = known ? ` of ${total.toLocaleString('en')}` : '';
	const head =
		leaders.length === 1
			? `${leaders[0].label} leads: ${counts(top)}${share(top)}`
			: `${listed(
					leaders.map((l) => l.label),
					NEXT
				)} tie at ${countNoun(top, noun)} each${of}${share(top)}`;
	if (ranked.length === 1)
		return joined(`${leaders[0].label}: ${countNoun(top, noun)}${of}${share(top)}.`, missingText);
	if (rest.length === 0) return joined(`${head}.`, missingText);
	// Only the named few are written out: a heatmap's ranking can hold thousands of pairs.
	const named = rest
		.slice(0, NEXT)
		.map((r) => `${r.label} ${r.count.toLocaleString('en')}${share(r.count)}`);
	const more = rest.length - named.length;
	return joined(
		`${head}; then ${listed(more > 0 ? [...named, `${more} more`] : named, NEXT + 1)}.`,
		missingText
	);
}

/** Sentences, the empty ones left out. */
const joined = (...sentences: string[]) => sentences.filter(Boolean).join(' ');
