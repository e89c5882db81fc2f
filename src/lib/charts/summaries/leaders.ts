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
 * several bars, so the shares need not add up to 100%).
 */
export function leadersSummary(items: Ranked[], total: number, noun = 'paper'): string {
	if (items.length === 0) return `No ${noun}s to chart.`;
	const ranked = [...items].sort((a, b) => b.count - a.count);
	const top = ranked[0].count;
	const leaders = ranked.filter((r) => r.count === top);
	const rest = ranked.slice(leaders.length);
	const share = (n: number) => (total > 0 ? ` (${percent(n / total)})` : '');
	const of = total > 0 ? ` of ${total.toLocaleString('en')}` : '';
	const head =
		leaders.length === 1
			? `${leaders[0].label} leads: ${top.toLocaleString('en')}${of} ${noun}s${share(top)}`
			: `${listed(
					leaders.map((l) => l.label),
					NEXT
				)} tie at ${countNoun(top, noun)} each${total > 0 ? `${of}${share(top)}` : ''}`;
	if (ranked.length === 1)
		return `${leaders[0].label}: ${countNoun(top, noun)}${total > 0 ? `${of}${share(top)}` : ''}.`;
	if (rest.length === 0) return `${head}.`;
	const next = rest.map((r) => `${r.label} ${r.count.toLocaleString('en')}${share(r.count)}`);
	return `${head}; then ${listed(next, NEXT)}.`;
}
