import type { Table } from 'apache-arrow';
import { arrowPlain } from '$lib/export/arrow-plain';
import { formatCell, formatDateCell } from '$lib/sql/format-value';
import type { ResultColumn } from '$lib/sql/result-columns';

// Per-column readers for the virtual table: read row i straight from the Arrow vector, so no
// row objects exist for rows that are never on screen.

export interface ColumnView {
	column: ResultColumn;
	width: number;
	numeric: boolean;
	text: (row: number) => string;
}

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
		const vector = table.getChildAt(i);
		const type = table.schema.fields[i].type;
		const read = (row: number) => vector?.get(row);
		const text =
			column.kind === 'date' || column.kind === 'timestamp'
				? (row: number) => formatDateCell(read(row), column.kind === 'timestamp')
				: (row: number) => formatCell(arrowPlain(type, read(row)));
		const width = Math.max(WIDTH[column.kind], Math.min(300, column.name.length * 8 + 40));
		return { column, width, numeric: column.kind === 'number', text };
	});
}
