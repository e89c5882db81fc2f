// The text summary of a ranking chart (bars per name, a heatmap's pairs, a histogram's bins):
// what leads, with its share of the papers behind the chart, and the next few.
import { countNoun } from '$lib/text/count-noun';
import { NEXT, ranking } from './ranking.ts';
import { listed, percent } from './wording.ts';

export interface Ranked {
	label: string;
	count: number;
}

/**
 * "GRPO leads: 70 of 204 papers (34%); then PPO 49 (24%), DPO 27 (13%) and 12 more." Ties for
 * the lead are said as ties. `total` is the papers the chart stands on (a paper may be in
 * several bars, so the shares need not add up to 100%); when it is unknown (0 or NaN), no shares
 * are said. A bar without a count (NaN) is left out of the ranking and named as missing.
 */
export function leadersSummary(items: Ranked[], total: number, noun = 'paper'): string {
	const counted = items.filter((r) => Number.isFinite(r.count));
	const missing = items.filter((r) => !Number.isFinite(r.count)).map((r) => r.label);
	const missingText = missing.length
		? `${listed(missing, NEXT)} ${missing.length === 1 ? 'has' : 'have'} no count.`
		: '';
	if (counted.length === 0)
		return missing.length ? `No ${noun}s to chart: ${missingText}` : `No ${noun}s to chart.`;
	if (counted.every((r) => r.count <= 0))
		return joined(
			`No ${noun}s in ${listed(
				counted.map((r) => r.label),
				NEXT,
				'or'
			)}.`,
			missingText
		);
	const known = Number.isFinite(total) && total > 0;
	const share = (n: number) => (known ? ` (${percent(n / total)})` : '');
	// The noun takes the number of what it counts: "1 of 1 paper", "70 of 204 papers", "1 paper".
	const counts = (n: number) =>
		known ? `${n.toLocaleString('en')} of ${countNoun(total, noun)}` : countNoun(n, noun);
	return joined(
		ranking(counted, (r) => r.count, {
			value: (n) => n.toLocaleString('en'),
			name: (r) => r.label,
			lead: (r, n) => `${r.label} leads: ${counts(n)}${share(n)}`,
			tie: (names, n) => `${names} tie at ${counts(n)} each${share(n)}`,
			only: (r, n) => `${r.label}: ${counts(n)}${share(n)}`,
			next: (r, n) => `${r.label} ${n.toLocaleString('en')}${share(n)}`
		}),
		missingText
	);
}

/** Sentences, the empty ones left out. */
const joined = (...sentences: string[]) => sentences.filter(Boolean).join(' ');
