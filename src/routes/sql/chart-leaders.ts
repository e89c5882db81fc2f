// Which values lead in a chart drawn from a query result, said as the dashboard's summaries say
// theirs ("GRPO leads on papers: 70 of the 204 summed over all bars (34%); then PPO 49 (24%)…"),
// from the rows drawn.
import { ranking } from '$lib/charts/summaries/ranking';
import { percent } from '$lib/charts/summaries/wording';
import { dateText } from '$lib/db/plain-text';
import type { ResultColumn } from '$lib/sql/result-columns';
import { clip } from '$lib/text/clip';
import { NULL_LABEL } from './chart-nulls';
import type { ChartSpec } from './chart-spec';
import { columnWords } from './chart-title';
import { drawnNumber, keyOf, placed } from './drawable';
import { isYearLike } from './year-like';

type Row = Record<string, unknown>;

/** A label longer than this is cut: a summary names values, it does not quote them. */
const LABEL_CHARS = 60;

/** "1,234", "3.5", "0.034": small values keep two significant digits, or a share read as 0. */
const said = (v: number) =>
	v.toLocaleString(
		'en',
		Math.abs(v) < 1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1 }
	);

/** How a column's values are said: years as their digits ("2026", not "2,026"), as its axis. */
const sayer = (values: unknown[]) => (isYearLike(values) ? String : said);

/** Are these values counts, of which a share of their sum means something (not a mean, a score
 * or a year)? */
const areCounts = (values: number[]) =>
	values.every((v) => Number.isInteger(v) && v >= 0) && !isYearLike(values);

/** A column's values as labels: a date as its day, a timestamp with its time (an hour's bar is
 * not its day's), a NULL as the chart names it, a long label cut. */
function labeller(kind: ResultColumn['kind'] | undefined) {
	return (value: unknown): string => {
		if (value === null || value === undefined) return NULL_LABEL;
		// (dateText, not toISOString: that throws on DuckDB's `infinity`.)
		if (value instanceof Date) return dateText(value.getTime(), kind === 'timestamp');
		return clip(String(value), LABEL_CHARS);
	};
}

/** Values summed per key (its first value standing for it), in the order keys first come. */
function totals(rows: Row[], keyed: (row: Row) => unknown, valueOf: (row: Row) => number) {
	const sums = new Map<unknown, { value: unknown; total: number }>();
	for (const row of rows) {
		const key = keyOf(keyed(row));
		const sum = sums.get(key);
		if (sum) sum.total += valueOf(row);
		else sums.set(key, { value: keyed(row), total: valueOf(row) });
	}
	return [...sums.values()];
}

/** "GRPO leads on papers: 70 of the 204 summed over all bars (34%); then PPO 49 (24%) …":
 * shares only of a sum of counts, said as a sum (a paper may count in several bars). */
function leads(
	bars: { value: unknown; total: number }[],
	label: (value: unknown) => string,
	what: string,
	say: (v: number) => string,
	counts: boolean,
	drawnOnly: boolean,
	/** What the sum is of: "bars", "cells". */
	of: 'bars' | 'cells'
): string {
	const sum = bars.reduce((n, b) => n + b.total, 0);
	const shares = counts && sum > 0;
	const share = (v: number) => (shares ? ` (${percent(v / sum)})` : '');
	const ofSum = !shares
		? ''
		: of === 'cells'
			? ` of ${said(sum)}${drawnOnly ? ' drawn' : ''}`
			: ` of the ${said(sum)} summed over ${drawnOnly ? 'the bars drawn' : 'all bars'}`;
	return ranking(bars, (b) => b.total, {
		value: say,
		name: (b) => label(b.value),
		lead: (b, v) => `${label(b.value)} leads on ${what}: ${say(v)}${ofSum}${share(v)}`,
		tie: (names, v) => `${names} tie on ${what} at ${say(v)} each${ofSum}${share(v)}`,
		only: (b, v) => `${label(b.value)}: ${say(v)}`,
		next: (b, v) => `${label(b.value)} ${say(v)}${share(v)}`
	});
}

/** "Highest share: 0.31 at 2026-04; then 0.12 at 2025 …": `at` writes a point with its value,
 * `place` names it in a tie ("Highest v: A and B tie at 5"). */
function highest(
	points: Row[],
	valueOf: (row: Row) => number,
	what: string,
	say: (v: number) => string,
	at: (row: Row, value: string) => string,
	place: (row: Row) => string
): string {
	return ranking(points, valueOf, {
		value: say,
		name: place,
		lead: (row, v) => `Highest ${what}: ${at(row, say(v))}`,
		tie: (names, v) => `Highest ${what}: ${names} tie at ${say(v)}`,
		only: (row, v) => `Highest ${what}: ${at(row, say(v))}`,
		next: (row, v) => at(row, say(v))
	});
}

/**
 * What leads in the chart, as one sentence, or '' where nothing drawn can be ranked (no numbers,
 * or cells coloured by nothing). Bars: each x's total (stacked colours add up). Lines and dots:
 * the highest points, or each colour's highest. Cells: the highest colour values, or the colour
 * with the most cells. Grouped and ranked on the values; only the few named are written out.
 */
export function chartLeaders(
	spec: ChartSpec,
	columns: readonly ResultColumn[],
	rows: readonly Row[],
	drawnOnly = false
): string {
	const kind = (name: string | null) => columns.find((c) => c.name === name)?.kind;
	const label = (name: string) => {
		const write = labeller(kind(name));
		return (row: Row) => write(row[name]);
	};
	// Plot draws no point whose x (or a cell's y) it cannot place: a NULL number or date, an
	// Invalid Date (DuckDB's infinity). A NULL label is drawn, as "(null)" (labelNulls).
	const drawable = (name: string) => {
		const scaled = kind(name) === 'number' || kind(name) === 'date' || kind(name) === 'timestamp';
		return (row: Row) => (row[name] instanceof Date || scaled ? placed(row[name]) : true);
	};
	const onX = drawable(spec.x);
	const onY = spec.mark === 'cell' ? drawable(spec.y) : () => true;
	const drawn = rows.filter((row) => onX(row) && onY(row));
	const x = label(spec.x);

	if (spec.mark === 'cell') {
		if (spec.color === null) return '';
		const color = spec.color;
		if (kind(color) === 'number') {
			const valueOf = (row: Row) => drawnNumber(row[color])!;
			const cells = drawn.filter((row) => drawnNumber(row[color]) !== null);
			// "A with B", as the dashboard's heatmap names its pairs (not "×", read aloud "times").
			const pair = (row: Row) => `${x(row)} with ${label(spec.y)(row)}`;
			return highest(
				cells,
				valueOf,
				columnWords(color),
				sayer(cells.map(valueOf)),
				(row, v) => `${v} at ${pair(row)}`,
				pair
			);
		}
		const colours = totals(
			drawn,
			(row) => row[color],
			() => 1
		);
		return leads(colours, labeller(kind(color)), 'cells', said, true, drawnOnly, 'cells');
	}

	if (kind(spec.y) !== 'number') return '';
	const valueOf = (row: Row) => drawnNumber(row[spec.y])!;
	const numbered = drawn.filter((row) => drawnNumber(row[spec.y]) !== null);
	if (numbered.length === 0) return '';
	const values = numbered.map(valueOf);
	const say = sayer(values);
	const what = columnWords(spec.y);
	if (spec.mark === 'bar') {
		const bars = totals(numbered, (row) => row[spec.x], valueOf);
		return leads(bars, labeller(kind(spec.x)), what, say, areCounts(values), drawnOnly, 'bars');
	}
	if (spec.color === null)
		return highest(numbered, valueOf, what, say, (row, v) => `${v} at ${x(row)}`, x);
	// Each colour's highest point: the series that reaches highest leads.
	const tops = new Map<unknown, Row>();
	for (const row of numbered) {
		const series = keyOf(row[spec.color]);
		const best = tops.get(series);
		if (!best || valueOf(row) > valueOf(best)) tops.set(series, row);
	}
	const series = label(spec.color);
	return highest(
		[...tops.values()],
		valueOf,
		`${what} by ${columnWords(spec.color)}`,
		say,
		(row, v) => `${series(row)} ${v} at ${x(row)}`,
		(row) => `${series(row)} at ${x(row)}`
	);
}
