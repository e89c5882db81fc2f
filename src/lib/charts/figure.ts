// A figure is everything needed to show, re-lay-out and export one chart.
// Views build figures; the export dialog consumes them without knowing the view.

import type { FigureTheme } from '$lib/theme/figure-theme';

export interface FigureRenderOptions {
	width: number;
	height: number;
	theme: FigureTheme;
	/** Drawn on the page, where the view may show its own interactive parts (e.g. a legend of
	 * buttons); an exported figure must carry everything itself, and its rows may sit closer. */
	onScreen?: boolean;
	/** The DOM to draw in, as Plot takes it: the page's by default; tests pass jsdom's. */
	document?: Document;
}

export interface Figure {
	/** Stable id, used for file names and test hooks. */
	id: string;
	title: string;
	subtitle?: string;
	/** The exact SQL whose result the figure draws. */
	sql: string;
	/** The rows the figure draws: the result of `sql`, or with what the chart derives from it (a
	 * trend's intervals and flags), so that its data file can redraw it. */
	rows: Record<string, unknown>[];
	/** Number of papers behind the figure. */
	n: number;
	/** What the chart shows, in a sentence or two from its data ("GRPO leads: 70 of 204 papers
	 * (34%); then …"): the words a screen reader, a printed page or an exported file's
	 * description give for the drawing. */
	summary: string;
	/** Lays the chart out afresh at the given size (Plot.plot output). */
	render: (options: FigureRenderOptions) => SVGSVGElement | HTMLElement;
}
