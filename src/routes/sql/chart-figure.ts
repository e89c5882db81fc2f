import * as Plot from '@observablehq/plot';
import type { Figure, FigureRenderOptions } from '$lib/charts/figure';
import { paletteFor, SEQUENTIAL_SCHEME } from '$lib/theme/palette';
import { plotStyle, type FigureTheme } from '$lib/theme/figure-theme';
import { barsLieDown, LABEL_CHAR_WIDTH, topCategories } from './chart-bars';
import { chartLeaders } from './chart-leaders';
import { labelNulls } from './chart-nulls';
import { columnWords } from './chart-title';
import { countNoun } from '$lib/text/count-noun';
import type { ResultColumn } from '$lib/sql/result-columns';
import { clip } from '$lib/text/clip';
import { isYearLike, tipFor, yearTick } from './year-like';
import { lonePoints } from './lone-points';
import type { ChartSpec } from './chart-spec';

// "Chart this": a figure drawn from a query result with one mark and up to three channels.

/** A first guess: x a date or label, y the first other number. */
export function suggestSpec(columns: readonly ResultColumn[]): ChartSpec | null {
	if (columns.length < 2) return null;
	const numeric = columns.filter((c) => c.kind === 'number');
	const temporal = columns.find((c) => c.kind === 'date' || c.kind === 'timestamp');
	const label = columns.find((c) => c.kind === 'text');
	const x = temporal ?? label ?? columns[0];
	const y = numeric.find((c) => c !== x) ?? columns.find((c) => c !== x)!;
	const color = temporal && label && label !== x ? label.name : null;
	return { mark: temporal ? 'line' : 'bar', x: x.name, y: y.name, color };
}

function colorScale(column: ResultColumn | undefined, theme: FigureTheme): Plot.ScaleOptions {
	if (column?.kind === 'number') return { type: 'linear', scheme: SEQUENTIAL_SCHEME, legend: true };
	return { type: 'categorical', range: [...paletteFor(theme)], legend: column !== undefined };
}

function markFor(
	spec: ChartSpec,
	rows: Record<string, unknown>[],
	theme: FigureTheme
): Plot.Markish {
	const { x, y } = spec;
	const color = spec.color ?? paletteFor(theme)[0];
	const tip = tipFor(rows.map((row) => row[x]));
	switch (spec.mark) {
		case 'bar':
			return Plot.barY(rows, { x, y, fill: color, tip });
		case 'line': {
			// Lines join points in data order: sort by x so the line reads left to right.
			const sorted = [...rows].sort((a, b) => compare(a[x], b[x]));
			return [
				Plot.lineY(sorted, { x, y, stroke: color, z: spec.color ?? undefined, tip }),
				Plot.dot(lonePoints(sorted, x, y, spec.color), { x, y, fill: color, r: 2.5 })
			];
		}
		case 'dot':
			return Plot.dot(rows, { x, y, fill: color, r: 3, tip });
		case 'cell':
			return Plot.cell(rows, { x, y, fill: color, inset: 0.5, tip });
	}
}

function compare(a: unknown, b: unknown): number {
	if (a == null) return b == null ? 0 : 1;
	if (b == null) return -1;
	return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** An ordinal x axis: categories in the query's order, labels turned when they would collide. */
function bandX(name: string, column: ResultColumn, rows: Record<string, unknown>[], width: number) {
	const values = rows.map((row) => row[name]);
	// Text keeps the result's order (its ORDER BY); dates and numbers read best sorted.
	const domain = column.kind === 'text' ? [...new Set(values)] : undefined;
	const labels = [...new Set(values.map((v) => String(v ?? '')))];
	const longest = Math.max(0, ...labels.map((l) => l.length));
	const rotate = labels.length * (longest * 6 + 8) > width - 80;
	const marginBottom = rotate ? Math.min(160, 16 + longest * 4.5) : 40;
	const tickFormat = isYearLike(values) ? yearTick : undefined;
	// A turned axis has no room for its own label; the title names x instead.
	return {
		marginBottom,
		x: {
			type: 'band' as const,
			domain,
			label: rotate ? null : name,
			tickRotate: rotate ? -40 : 0,
			tickFormat
		}
	};
}

/** Bars that lie down: the categories that fit, and how many more there were. */
export interface LyingBars {
	rows: Record<string, unknown>[];
	categories: string[];
	omitted: number;
}

const label = (value: unknown) => String(value ?? '');

/** Bars of a number per text category lie down when their labels would not fit upright; past
 * `MAX_BARS` categories, only the largest are drawn. Null: draw the chart as asked. */
export function lyingBars(
	spec: ChartSpec,
	columns: readonly ResultColumn[],
	rows: Record<string, unknown>[]
): LyingBars | null {
	const kind = (name: string) => columns.find((c) => c.name === name)?.kind;
	if (spec.mark !== 'bar' || kind(spec.x) !== 'text' || kind(spec.y) !== 'number') return null;
	const labels = [...new Set(rows.map((row) => label(row[spec.x])))];
	if (!barsLieDown(labels)) return null;
	return topCategories(
		rows,
		(row) => label(row[spec.x]),
		(row) => Number(row[spec.y])
	);
}

function renderLyingBars(
	spec: ChartSpec,
	bars: LyingBars,
	{ width, height, theme, document }: FigureRenderOptions
): SVGSVGElement | HTMLElement {
	const longest = Math.max(0, ...bars.categories.map((c) => c.length));
	// Labels get up to 40% of the width; longer ones are cut, their full text in the tooltip.
	const marginLeft = Math.min(Math.round(width * 0.4), 14 + longest * LABEL_CHAR_WIDTH);
	const fits = Math.floor((marginLeft - 14) / LABEL_CHAR_WIDTH);
	return Plot.plot({
		document,
		width,
		// Rows of 18 px keep 10 px labels apart.
		height: Math.max(height, 50 + bars.categories.length * 18),
		marginLeft,
		marginRight: 24,
		style: plotStyle(theme),
		x: { label: `${columnWords(spec.y)} →`, grid: true },
		y: {
			label: null,
			domain: bars.categories,
			tickFormat: (name: string) => clip(name, fits)
		},
		color: { type: 'categorical', range: [...paletteFor(theme)], legend: spec.color !== null },
		marks: [
			Plot.barX(bars.rows, {
				x: spec.y,
				y: (row: Record<string, unknown>) => label(row[spec.x]),
				fill: spec.color ?? paletteFor(theme)[0],
				tip: true
			}),
			Plot.ruleX([0])
		]
	});
}

export function renderChart(
	spec: ChartSpec,
	columns: readonly ResultColumn[],
	rows: Record<string, unknown>[],
	options: FigureRenderOptions,
	bars: LyingBars | null = lyingBars(spec, columns, rows)
): SVGSVGElement | HTMLElement {
	const byName = new Map(columns.map((c) => [c.name, c]));
	for (const name of [spec.x, spec.y, spec.color]) {
		if (name !== null && !byName.has(name))
			throw new Error(`no result column named ${JSON.stringify(name)}`);
	}
	if (bars) return renderLyingBars(spec, bars, options);
	const { width, height, theme, document } = options;
	const xColumn = byName.get(spec.x)!;
	const ordinalX = spec.mark === 'bar' || spec.mark === 'cell' || xColumn.kind === 'text';
	return Plot.plot({
		document,
		width,
		height,
		style: plotStyle(theme),
		marginLeft: 60,
		...(ordinalX
			? bandX(spec.x, xColumn, rows, width)
			: {
					x: {
						label: spec.x,
						tickFormat: isYearLike(rows.map((row) => row[spec.x])) ? yearTick : undefined
					}
				}),
		y: spec.mark === 'cell' ? { type: 'band', label: spec.y } : { label: spec.y, grid: true },
		color: colorScale(spec.color ? byName.get(spec.color) : undefined, theme),
		marks: [markFor(spec, rows, theme), ...(spec.mark === 'bar' ? [Plot.ruleY([0])] : [])]
	});
}

export function chartFigure(
	spec: ChartSpec,
	columns: readonly ResultColumn[],
	rows: Record<string, unknown>[],
	sql: string,
	title: string
): Figure {
	// (The figure's data keeps its NULLs; only the drawing names them.)
	const drawn = labelNulls(rows, columns);
	const bars = lyingBars(spec, columns, drawn);
	const shown = bars ? bars.categories.length : 0;
	return {
		id: 'chart-this',
		title,
		// Said on the figure, so an exported chart never passes for the whole result.
		subtitle: bars?.omitted
			? `the ${shown} largest by ${columnWords(spec.y)}; ${bars.omitted.toLocaleString('en')} more not shown`
			: '',
		sql,
		rows,
		// A console result is not necessarily one row per paper: n is the rows drawn.
		n: bars ? bars.rows.length : rows.length,
		// A query's columns mean what the reader made them mean: the summary says what is drawn,
		// then which values lead in it.
		summary: [
			`${countNoun(bars ? bars.rows.length : rows.length, 'result row')}: ${columnWords(spec.y)} by ${columnWords(spec.x)}${spec.color ? ` and ${columnWords(spec.color)}` : ''}, drawn as ${spec.mark}s${bars?.omitted ? `, the ${shown} largest` : ''}.`,
			chartLeaders(spec, columns, bars ? bars.rows : drawn, !!bars?.omitted)
		]
			.filter(Boolean)
			.join(' '),
		render: (options) => renderChart(spec, columns, drawn, options, bars)
	};
}
