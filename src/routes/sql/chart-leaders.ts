// Which values lead in a chart drawn from a query result, said as the dashboard's summaries say
// theirs ("GRPO leads on papers: 70 of 204 (34%); then PPO 49 (24%)…"), from the rows drawn.
import { listed, percent } from '$lib/charts/summaries/wording';
import { dateText } from '$lib/db/plain-text';
import type { ResultColumn } from '$lib/sql/result-columns';
import { clip } from '$lib/text/clip';
import { NULL_LABEL } from './chart-nulls';
import { columnWords } from './chart-title';
import { drawnNumber, placed } from './drawable';
import { isYearLike } from './year-like';

/** How many after the first a summary names: the rest is in the chart and the result. */
const NEXT = 3;
/** A label longer than this is cut: a summary names values, it does not quote them. */
const LABEL_CHARS = 60;

export interface LeaderSpec {
	mark: 'bar' | 'line' | 'dot' | 'cell';
	x: string;
	y: string;
	color: string | null;
}

/** "1,234", "3.5", "0.034": small values keep two significant digits, or a share read as 0. */
const said = (v: number) =>
	v.toLocaleString(
		'en',
		Math.abs(v) < 1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1 }
	);

/** How a column's values are said: years as their digits ("2026", not "2,026"), as its axis. */
const sayer = (values: unknown[]) => (isYearLike(values) ? String : said);

/** A value as a label: a date as its day, a year as its digits ("2025", not "2,025"). */
function labelOf(value: unknown): string {
	if (value === null || value === undefined) return NULL_LABEL;
	// (dateText, not toISOString: that throws on DuckDB's `infinity`.)
	if (value instanceof Date) return dateText(value.getTime(), false);
	return clip(String(value), LABEL_CHARS);
}

/** Values summed per key, in the order keys first come. */
function totals(pairs: [string, number][]): { label: string; value: number }[] {
	const sums = new Map<string, number>();
	for (const [key, v] of pairs) sums.set(key, (sums.get(key) ?? 0) + v);
	return [...sums].map(([label, value]) => ({ label, value }));
}

/** "GRPO leads on papers: 70 of 204 (34%); then PPO 49 (24%) …": shares only of a sum of parts
 * that are none of them negative. Ties for the lead are said as ties. */
function leads(items: { label: string; value: number }[], what: string, drawnOnly: boolean) {
	const ranked = [...items].sort((a, b) => b.value - a.value);
	const sum = ranked.reduce((n, r) => n + r.value, 0);
	const shares = sum > 0 && ranked.every((r) => r.value >= 0);
	const share = (v: number) => (shares ? ` (${percent(v / sum)})` : '');
	const of = shares ? ` of ${said(sum)}${drawnOnly ? ' drawn' : ''}` : '';
	const top = ranked[0].value;
	const leaders = ranked.filter((r) => r.value === top);
	const rest = ranked.slice(leaders.length);
	const head =
		leaders.length === 1
			? `${leaders[0].label} leads on ${what}: ${said(top)}${of}${share(top)}`
			: `${listed(
					leaders.map((l) => l.label),
					NEXT
				)} tie on ${what} at ${said(top)} each${of}${share(top)}`;
	if (rest.length === 0) return `${head}.`;
	return `${head}; then ${listed(
		rest.map((r) => `${r.label} ${said(r.value)}${share(r.value)}`),
		NEXT
	)}.`;
}

/** "Highest share: GRPO 0.31 at 2026-04; then PPO 0.12 at 2025 …" (points, or each series' top). */
function highest(items: { label: string; value: number }[], what: string) {
	const ranked = [...items].sort((a, b) => b.value - a.value);
	const [first, ...rest] = ranked.map((r) => r.label);
	return rest.length === 0
		? `Highest ${what}: ${first}.`
		: `Highest ${what}: ${first}; then ${listed(rest, NEXT)}.`;
}

/**
 * What leads in the chart, as one sentence, or '' where nothing drawn can be ranked (no numbers,
 * or cells coloured by nothing). Bars: each x's total (stacked colours add up). Lines and dots:
 * the highest points, or each colour's highest. Cells: the highest colour values, or the colour
 * with the most cells.
 */
export function chartLeaders(
	spec: LeaderSpec,
	columns: readonly ResultColumn[],
	rows: readonly Record<string, unknown>[],
	drawnOnly = false
): string {
	const kind = (name: string | null) => columns.find((c) => c.name === name)?.kind;
	// Plot draws no point whose x (or a cell's y) it cannot place: a NULL number or date, an
	// Invalid Date (DuckDB's infinity). A NULL label is drawn, as "(null)" (labelNulls).
	const drawable = (name: string) => {
		const scaled = kind(name) === 'number' || kind(name) === 'date' || kind(name) === 'timestamp';
		return (row: Record<string, unknown>) =>
			row[name] instanceof Date || scaled ? placed(row[name]) : true;
	};
	const onX = drawable(spec.x);
	const onY = spec.mark === 'cell' ? drawable(spec.y) : () => true;
	rows = rows.filter((row) => onX(row) && onY(row));
	const y = (row: Record<string, unknown>) => drawnNumber(row[spec.y]);
	const numbered = rows.filter((row) => y(row) !== null);
	const what = columnWords(spec.y);
	if (spec.mark === 'cell') {
		if (spec.color === null) return '';
		const color = spec.color;
		if (kind(color) === 'number') {
			const sayColor = sayer(rows.map((row) => row[color]));
			const cells = rows.flatMap((row) => {
				const v = drawnNumber(row[color]);
				if (v === null) return [];
				return [
					{ label: `${sayColor(v)} at ${labelOf(row[spec.x])} × ${labelOf(row[spec.y])}`, value: v }
				];
			});
			return cells.length ? highest(cells, columnWords(color)) : '';
		}
		if (rows.length === 0) return '';
		return leads(totals(rows.map((row) => [labelOf(row[color]), 1])), 'cells', drawnOnly);
	}
	if (kind(spec.y) !== 'number' || numbered.length === 0) return '';
	if (spec.mark === 'bar')
		return leads(totals(numbered.map((row) => [labelOf(row[spec.x]), y(row)!])), what, drawnOnly);
	const sayY = sayer(numbered.map((row) => row[spec.y]));
	const at = (row: Record<string, unknown>) => `${sayY(y(row)!)} at ${labelOf(row[spec.x])}`;
	if (spec.color === null)
		return highest(
			numbered.map((row) => ({ label: at(row), value: y(row)! })),
			what
		);
	// Each colour's highest point: the series that reaches highest leads.
	const tops = new Map<string, Record<string, unknown>>();
	for (const row of numbered) {
		const series = labelOf(row[spec.color]);
		const best = tops.get(series);
		if (!best || y(row)! > y(best)!) tops.set(series, row);
	}
	return highest(
		[...tops].map(([series, row]) => ({ label: `${series} ${at(row)}`, value: y(row)! })),
		`${what} by ${columnWords(spec.color)}`
	);
}
