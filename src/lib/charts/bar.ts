import * as Plot from '@observablehq/plot';
import { PALETTE, paletteFor } from '$lib/theme/palette';
import { plotStyle } from '$lib/theme/figure-theme';
import { clickable, clickableTicks } from './clickable.ts';
import { countAxis } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { countLabelRoom } from './label-room.ts';
import { makeFigure } from './make-figure.ts';
import { leadersSummary } from './summaries/leaders.ts';
import { nameMargin } from './name-margin.ts';
import { titleCutTicks } from './tick-titles.ts';

export interface NamedCount {
	name: string;
	papers: number;
	/** Names past the chart's limit with as many papers as this one (a tie the cut falls inside). */
	tied_names_not_shown?: number;
}

export interface BarOptions {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: NamedCount[];
	n: number;
	onselect?: (name: string) => void;
	/** Names currently selected as filters, drawn in the accent colour. */
	selected?: string[];
}

/** Horizontal bars of papers per name, longest first. */
export function barFigure(o: BarOptions): Figure {
	const names = o.rows.map((r) => r.name);
	const marginRight = countLabelRoom(o.rows.map((r) => r.papers)); // value labels at bar ends
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle: o.subtitle,
			sql: o.sql,
			rows: o.rows,
			n: o.n,
			summary: leadersSummary(
				o.rows.map((r) => ({ label: r.name, count: r.papers })),
				o.n
			)
		},
		({ width, height, theme, onScreen, document }) => {
			const left = nameMargin(names, width, 220);
			const chart = Plot.plot({
				document,
				width,
				// Rows of at most 44 px: one bar left by a filter filled its whole card. At least 22 on
				// the page, where a bar is a click target; an exported figure is only read, and its
				// bars at 16 px let a slide zoom out less, so its type stays larger.
				height: Math.max(
					40 + o.rows.length * (onScreen ? 22 : 16),
					Math.min(height, 40 + o.rows.length * 44)
				),
				marginLeft: left.margin,
				marginRight,
				style: plotStyle(theme),
				x: {
					label: 'papers →',
					grid: true,
					...countAxis((width - left.margin - marginRight) / 80)
				},
				y: { label: null, domain: names, tickFormat: left.tickFormat },
				marks: [
					Plot.barX(o.rows, {
						x: 'papers',
						y: 'name',
						fill: (d: NamedCount) =>
							o.selected?.includes(d.name) ? PALETTE[3] : paletteFor(theme)[0],
						title: (d: NamedCount) => `${d.name}: ${d.papers} papers`,
						// One tab stop per chart, ↑ ↓ between its bars: a keyboard reader tabbed through
						// every bar of every card (102 stops to reach the sixth card's Export).
						render: clickable(
							o.rows,
							o.onselect && ((d) => o.onselect!(d.name)),
							(d) => `${d.name}, ${d.papers} papers: filter`,
							(d) => [0, names.indexOf(d.name)]
						)
					} as Plot.BarXOptions),
					Plot.text(o.rows, { x: 'papers', y: 'name', text: 'papers', dx: 4, textAnchor: 'start' }),
					Plot.ruleX([0])
				]
			});
			return clickableTicks(titleCutTicks(chart, 'y', names), 'y', names, o.onselect);
		}
	);
}
