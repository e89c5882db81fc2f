// "Chart this": what a chart of a query result draws, one mark and up to three channels.

export const MARKS = ['bar', 'line', 'dot', 'cell'] as const;
export type MarkKind = (typeof MARKS)[number];

export interface ChartSpec {
	mark: MarkKind;
	x: string;
	y: string;
	/** Column for colour, or null for one colour. */
	color: string | null;
}
