import type { Table } from 'apache-arrow';
import { tableRows, uniqueNames } from '$lib/db/table-rows';
import type { ResultColumn } from '$lib/sql/result-columns';

/** Plot can draw this many rows quickly; more are left out, with a notice. */
export const CHART_CAP = 50_000;

/** The first rows of a result as plain objects Plot can draw (numbers, Dates, strings). */
export function chartRows(table: Table, cap = CHART_CAP): Record<string, unknown>[] {
	return tableRows(table, 'chart', cap);
}

/** The result's columns named as chartRows keys their values (a second "a" is "a_1"), so that
 * each can be picked for an axis: two alike were one choice, always the first. */
export function chartColumns(columns: readonly ResultColumn[]): ResultColumn[] {
	const names = uniqueNames(columns.map((c) => c.name));
	return columns.map((column, i) => ({ ...column, name: names[i] }));
}
