// Under the trend panels, each period's n as bars on the same time axis: dated papers solid
// (grey under the minimum n), estimated ones lighter on top, never one bar.
import * as Plot from '@observablehq/plot';
import { plotStyle } from '$lib/theme/figure-theme';
import type { FigureTheme } from '$lib/theme/figure-theme';
import { LOW_N_GREY } from '$lib/theme/palette';
import type { PeriodSummary } from './trend-series.ts';

/** Side margins shared with the panels above, so both time axes line up. */
export const MARGIN = { left: 44, right: 14 };
export const STRIP_HEIGHT = 76;

/** n per period as bars (dated solid, estimated lighter on top), on the panels' time axis. */
export function periodStrip(
	o: { estimated: boolean; minN: number },
	periods: PeriodSummary[],
	domain: [Date, Date],
	width: number,
	theme: FigureTheme,
	document: Document
) {
	const plotWidth = width - MARGIN.left - MARGIN.right;
	const room = plotWidth / periods.length;
	const roomy = room >= 20;
	const both = o.estimated && room >= 34;
	const title = (p: PeriodSummary) =>
		`${p.label}: n = ${p.dated} dated papers` +
		(o.estimated && p.spread > 0 ? ` + ${p.spread.toFixed(1)} estimated` : '') +
		(p.dated > 0 && !p.enough ? ` (under ${o.minN})` : '') +
		(p.partial ? ', partial period' : '');
	const dated = periods.map((p) => ({ ...p, kind: 'dated' }));
	const most = Math.ceil(
		Math.max(1, ...periods.map((p) => p.dated + (o.estimated ? p.spread : 0)))
	);
	const spread = o.estimated ? periods.map((p) => ({ ...p, kind: 'estimated' })) : [];
	return Plot.plot({
		document,
		width,
		height: STRIP_HEIGHT,
		marginLeft: MARGIN.left,
		marginRight: MARGIN.right,
		marginTop: 12,
		// Month ticks take two lines ("Jan" over "2025"): room for both.
		marginBottom: 34,
		style: plotStyle(theme),
		// A tick per 70 px, never more than the periods: a wide export of yearly data otherwise
		// ticked months, and a yearly value read as its July.
		x: {
			type: 'utc',
			domain,
			label: null,
			ticks: Math.max(2, Math.min(periods.length, Math.floor(plotWidth / 70)))
		},
		y: {
			axis: 'left',
			ticks: [0, most],
			tickFormat: (d: number) => (d === 0 ? '0' : `n ${d}`),
			label: null
		},
		marks: [
			Plot.rect([...dated, ...spread], {
				x1: 'start',
				x2: 'end',
				y1: (d: PeriodSummary & { kind: string }) => (d.kind === 'estimated' ? d.dated : 0),
				y2: (d: PeriodSummary & { kind: string }) =>
					d.kind === 'estimated' ? d.dated + d.spread : d.dated,
				fill: (d: PeriodSummary & { kind: string }) =>
					d.kind === 'estimated' ? LOW_N_GREY : d.enough ? 'currentColor' : LOW_N_GREY,
				fillOpacity: (d: PeriodSummary & { kind: string }) =>
					d.kind === 'estimated' ? 0.3 : d.enough ? 0.55 : 0.45,
				inset: 0.5,
				title
			}),
			roomy
				? Plot.text(
						dated.filter((d) => d.dated > 0),
						{
							x: 'mid',
							y: (d: PeriodSummary) => d.dated + (both ? d.spread : 0),
							// Estimated papers are counted apart here too: "31+86".
							text: (d: PeriodSummary) =>
								both && d.spread >= 0.5 ? `${d.dated}+${Math.round(d.spread)}` : String(d.dated),
							dy: -6,
							fontSize: 9,
							fill: 'currentColor'
						}
					)
				: null,
			Plot.ruleY([0], { strokeOpacity: 0.4 })
		]
	});
}
