import type { Figure, FigureRenderOptions } from './figure.ts';

/** What every chart factory is given about its figure, apart from how to draw it. */
export interface FigureBase<Row> {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: Row[];
	n: number;
	/** The chart in words (Figure.summary). */
	summary: string;
}

/** A figure from its description and a render function (the one part charts differ in). */
export function makeFigure<Row>(
	base: FigureBase<Row>,
	render: (options: FigureRenderOptions) => SVGSVGElement | HTMLElement
): Figure {
	const { id, title, subtitle, sql, rows, n, summary } = base;
	return {
		id,
		title,
		subtitle,
		sql,
		rows: rows as unknown as Record<string, unknown>[],
		n,
		summary,
		render
	};
}
