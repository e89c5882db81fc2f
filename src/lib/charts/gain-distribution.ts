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
	/** Claims at this value (rows are counted, not one per claim, so any corpus size charts). */
	claims: number;
	/** The name's median over all its claims (per-name charts). */
	median?: number;
}

const UNIT_LABEL: Record<string, string> = {
	'%': 'gain (%) →',
	pt: 'gain (points) →',
	x: 'gain (×) →'
};

/** Dot radius for a count: one claim is a readable 2.5 px dot whatever the largest count (a
 * scale from 0 would shrink it to a speck at a million papers); the largest count gets at most
 * 8 px, and no more than its area warrants when counts are small. */
export function claimRadius(maxClaims: number): {
	type: 'sqrt';
	domain: number[];
	range: number[];
} {
	const most = Math.max(2, maxClaims);
	return { type: 'sqrt', domain: [1, most], range: [2.5, Math.min(8, 2.5 * Math.sqrt(most))] };
}

/** One unit's claimed gains as dots (per name when given), area by the number of claims at that
 * value, with each name's median as a tick. */
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
	const medians = o.byName ? names.map((name) => rows.find((r) => r.name === name)!) : [];
	const maxClaims = rows.reduce((m, r) => Math.max(m, r.claims), 1);
	const title = (d: GainValue) =>
		`${d.name ? d.name + ': ' : ''}${d.value}${o.unit} ${d.direction}` +
		(d.claims > 1 ? ` · ${d.claims.toLocaleString('en')} claims` : '');
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
				r: claimRadius(maxClaims),
				marks: [
					o.byName
						? Plot.dot(rows, {
								x: 'value',
								y: 'name',
								fill: 'direction',
								r: 'claims',
								fillOpacity: 0.7,
								title
							})
						: Plot.dot(
								rows,
								Plot.dodgeY({
									x: 'value',
									fill: 'direction',
									r: 'claims',
									title,
									anchor: 'middle'
								})
							),
					o.byName
						? Plot.tickX(medians, {
								x: 'median',
								y: 'name',
								stroke: 'currentColor',
								strokeWidth: 2
							})
						: null
				]
			})
	);
}
