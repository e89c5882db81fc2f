// The text summary of the adoption chart: each charted name's running total of adopting papers
// at the chart's end, and the period it is counted from.
import type { AdoptionPoint } from '$lib/queries/emerging';
import { periodLabel, type Period } from '$lib/stats/periods';
import { amount, listed } from './wording.ts';

/** "Papers adopting each name by 2026-04: GSPO 3 (since 2025-03), NewBench 2 (since 2025-06)." */
export function adoptionSummary(rows: AdoptionPoint[], period: Period): string {
	if (rows.length === 0) return 'No adopted name to chart.';
	const names = [...new Set(rows.map((r) => r.name))];
	const end = rows.reduce((last, r) => (r.period > last ? r.period : last), rows[0].period);
	const lines = names.map((name) => {
		const own = rows
			.filter((r) => r.name === name)
			.sort((a, b) => a.period.localeCompare(b.period));
		const total = own.at(-1)!.cumulative;
		return `${name} ${amount(total)} (since ${periodLabel(own[0].period, period)})`;
	});
	return `Papers adopting each name by ${periodLabel(end, period)}: ${listed(lines, names.length)}.`;
}
