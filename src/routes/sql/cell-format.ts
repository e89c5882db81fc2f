import type { Table } from 'apache-arrow';
import { columnReader } from '$lib/db/table-rows';
import type { ResultColumn } from '$lib/sql/result-columns';
import { clip } from '$lib/text/clip';

// Per-column readers for the virtual table: read row i straight from the Arrow vector, so no
// row objects exist for rows that are never on screen.

export interface ColumnView {
	column: ResultColumn;
	width: number;
	numeric: boolean;
	text: (row: number) => string;
	/** SQL NULL, shown apart from an empty text (both read as ''). */
	isNull: (row: number) => boolean;
}

/** Longer cells are cut: the full value is in the export. */
const MAX_CHARS = 200;

/** The widest a column of each kind starts (text, lists and numbers narrower when their values
 * are). */
const WIDTH: Record<ResultColumn['kind'], number> = {
	// A count fits in its header's width; a 15-digit id is read whole, not cut to "123456789…".
	number: 220,
	date: 110,
	// "2024-01-02 03:04:05.123456" whole.
	timestamp: 220,
	boolean: 80,
	text: 260,
	list: 300,
	struct: 300,
	other: 200
};

/** Kinds whose width follows their values: short names need not push the counts beside them off
 * a phone's screen. */
const FITTED = new Set<ResultColumn['kind']>(['text', 'list', 'struct', 'other', 'number']);
/** Rows whose values set a fitted column's width: the first screenfuls. */
const SAMPLED_ROWS = 200;
const CHAR_PX = 7.5;
/** Digits take more room than the average letter; an estimate that errs wide. */
const DIGIT_PX = 9;
const PADDING_PX = 24;

/** The width of a column: its header's, and for a fitted kind its longest sampled value's, up to
 * its kind's width (a longer value wraps or is cut; the export has it whole). */
export function columnWidth(column: ResultColumn, values: string[]): number {
	// The header holds the name and, in smaller letters, the type ("BIGINT" under "n").
	const header = Math.min(300, Math.max(column.name.length * 8, column.type.length * 7) + 40);
	if (!FITTED.has(column.kind)) return Math.max(WIDTH[column.kind], header);
	const longest = Math.max(0, ...values.map((v) => v.length));
	const charPx = column.kind === 'number' ? DIGIT_PX : CHAR_PX;
	return Math.max(header, Math.min(WIDTH[column.kind], Math.ceil(longest * charPx) + PADDING_PX));
}

export function columnViews(table: Table, columns: readonly ResultColumn[]): ColumnView[] {
	return columns.map((column, i) => {
		const read = columnReader(table, i, 'text');
		const vector = table.getChildAt(i);
		const text = (row: number) => clip(read(row) as string, MAX_CHARS);
		const sampled = FITTED.has(column.kind)
			? Array.from({ length: Math.min(table.numRows, SAMPLED_ROWS) }, (_, row) => text(row))
			: [];
		const width = columnWidth(column, sampled);
		const isNull = (row: number) => !vector?.isValid(row);
		return { column, width, numeric: column.kind === 'number', text, isNull };
	});
}
