// The text summary of a trend chart: each line's value in the first and the last period with
// enough dated papers to read (greyed periods are not), and whether it rose, fell or held.
import { countNoun } from '$lib/text/count-noun';
import type { Period } from '$lib/stats/periods';
import { periodSummaries, type TrendDatum, type TrendMeasure } from '../trend-series.ts';
import { percent } from './wording.ts';

/**
 * "GRPO rose from 5% in 2023 to 31% in 2025; PPO fell from 40% to 12%; DPO held at 3%. (Share of
 * dated papers, first and last years with at least 5 of them.)" Values as the chart draws them
 * rounded: two that round alike held.
 */
export function trendSummary(
	data: TrendDatum[],
	o: { measure: TrendMeasure; period: Period; minN: number }
): string {
	const readable = periodSummaries(data).filter((p) => p.dated > 0 && p.enough);
	if (readable.length === 0)
		return `No ${o.period} has ${countNoun(o.minN, 'dated paper')} or more: too few to read a trend from.`;
	const names = [...new Set(data.map((d) => d.name))];
	const at = (name: string, period: string) =>
		data.find((d) => d.name === name && d.period === period)?.value ?? 0;
	const share = o.measure === 'share';
	const said = (v: number) => (share ? percent(v) : v.toLocaleString('en'));
	const unit = (v: number) => (share ? said(v) : countNoun(v, 'paper'));
	const [first, last] = [readable[0], readable.at(-1)!];
	const lastLabel = `${last.label}${last.partial ? ' (partial)' : ''}`;
	const what = share ? 'Share of dated papers' : 'Dated papers';
	if (first === last)
		return (
			`In ${lastLabel}, the only ${o.period} with at least ${countNoun(o.minN, 'dated paper')}: ` +
			`${names.map((n) => `${n} ${unit(at(n, first.period))}`).join(', ')}. (${what}.)`
		);
	const clauses = names.map((name, i) => {
		const [a, b] = [at(name, first.period), at(name, last.period)];
		// The first clause names the two periods, whether its line moved or held: the others are
		// read against them ("GRPO held at 29% from 2025 Q3 to 2026 Q1; PPO fell from 14% to 7%").
		if (said(a) === said(b))
			return i === 0
				? `${name} held at ${unit(a)} from ${first.label} to ${lastLabel}`
				: `${name} held at ${unit(a)}`;
		const way = b > a ? 'rose' : 'fell';
		return i === 0
			? `${name} ${way} from ${unit(a)} in ${first.label} to ${said(b)} in ${lastLabel}`
			: `${name} ${way} from ${said(a)} to ${said(b)}`;
	});
	return `${clauses.join('; ')}. (${what}, first and last ${o.period}s with at least ${o.minN} of them.)`;
}
