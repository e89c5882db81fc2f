import type { Table } from 'apache-arrow';
import { tableRows } from '$lib/db/table-rows';

/** Plot can draw this many rows quickly; more are left out, with a notice. */
export const CHART_CAP = 50_000;

/** The first rows of a result as plain objects Plot can draw (numbers, Dates, strings). */
export function chartRows(table: Table, cap = CHART_CAP): Record<string, unknown>[] {
	return tableRows(table, 'chart', cap);
}
