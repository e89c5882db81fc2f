// Whether the loaded data has `not_after` (files written before it existed do not): asked once
// per visit, the trend queries then read it or treat every upper end as the end of the data.
import { runQuery } from '$lib/db';
import { NOT_AFTER_PROBE_SQL } from '$lib/queries/trends';

let probe: Promise<boolean> | null = null;

export function hasNotAfter(): Promise<boolean> {
	probe ??= runQuery(NOT_AFTER_PROBE_SQL).then(
		(result) => Number(result.rows[0]?.n) === 1,
		(error) => {
			probe = null; // asked again next time; the queries report the database's error
			throw error;
		}
	);
	return probe;
}
