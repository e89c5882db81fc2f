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

const WIDTH: Record<ResultColumn['kind'], number> = {
	number: 110,
	date: 110,
	timestamp: 180,
	boolean: 80,
	text: 260,
	list: 300,
	struct: 300,
	other: 200
};

export function columnViews(table: Table, columns: readonly ResultColumn[]): ColumnView[] {
	return columns.map((column, i) => {
		const read = columnReader(table, i, 'text');
		const vector = table.getChildAt(i);
		const text = (row: number) => clip(read(row) as string, MAX_CHARS);
		const width = Math.max(WIDTH[column.kind], Math.min(300, column.name.length * 8 + 40));
		const isNull = (row: number) => !vector?.isValid(row);
		return { column, width, numeric: column.kind === 'number', text, isNull };
	});
}
