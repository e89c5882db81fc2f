import * as Plot from '@observablehq/plot';
import { PALETTE } from '$lib/export/palette';
import { plotStyle } from '$lib/export/theme';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';

export interface GainValue {
	name?: string;
	unit: string;
	value: number;
	direction: string;
}

const UNIT_LABEL: Record<string, string> = {
	'%': 'gain (%) →',
	pt: 'gain (points) →',
	x: 'gain (×) →'
};

/** One unit's claimed gains as dots (per name when given), with each name's median as a tick. */
export function gainFigure(o: {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: GainValue[];
	n: number;
	unit: string;
	byName: boolean;
}): Figure {
	const rows = o.rows.filter((r) => r.unit === o.unit);
	const names = [...new Set(rows.map((r) => r.name ?? ''))];
	const title = (d: GainValue) =>
		`${d.name ? d.name + ': ' : ''}${d.value}${o.unit} ${d.direction}`;
	return makeFigure(
		{ id: o.id, title: o.title, subtitle: o.subtitle, sql: o.sql, rows: rows, n: o.n },
		({ width, height, theme }) =>
			Plot.plot({
				width,
				height: o.byName ? Math.max(height, 50 + names.length * 26) : height,
				marginLeft: o.byName ? 150 : 40,
				style: plotStyle(theme),
				x: {
					type: o.unit === 'x' ? 'log' : 'linear',
					label: UNIT_LABEL[o.unit] ?? o.unit,
					grid: true
				},
				y: o.byName ? { label: null, domain: names } : { axis: null },
				color: { domain: ['up', 'down'], range: [PALETTE[0], PALETTE[3]], legend: true },
				marks: [
					o.byName
						? Plot.dot(rows, {
								x: 'value',
								y: 'name',
								fill: 'direction',
								r: 3,
								fillOpacity: 0.8,
								title
							})
						: Plot.dot(
								rows,
								Plot.dodgeY({ x: 'value', fill: 'direction', r: 3, title, anchor: 'middle' })
							),
					o.byName
						? Plot.tickX(
								rows,
								Plot.groupY(
									{ x: 'median' },
									{ x: 'value', y: 'name', stroke: 'currentColor', strokeWidth: 2 }
								)
							)
						: null
				]
			})
	);
}
