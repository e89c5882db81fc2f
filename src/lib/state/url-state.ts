import { emptyFilters, LIST_FILTERS, type Filters } from '../queries/filters.ts';
import { isCalendarDay } from '../stats/periods.ts';
import { readBand } from '../queries/size-bands.ts';

/** Filters as they stand in the URL: repeated keys for lists (`?algorithm=PPO&algorithm=GRPO`). */
export function filtersFromParams(params: URLSearchParams): Filters {
	const f = emptyFilters();
	for (const key of LIST_FILTERS) f[key] = params.getAll(key).filter(Boolean);
	f.size = [
		...new Set(
			params
				.getAll('size')
				.map(readBand)
				.filter((band): band is string => band !== null)
		)
	];
	f.name = params.getAll('name').filter(Boolean);
	const from = params.get('from');
	const to = params.get('to');
	// A day that does not exist ("2025-02-30" in a hand-edited link) is no filter: DuckDB would
	// refuse it, and every chart would show its error.
	f.from = from && isCalendarDay(from) ? from : null;
	f.to = to && isCalendarDay(to) ? to : null;
	f.bounded = params.get('bounded') === '1';
	f.q = params.get('q') ?? '';
	return f;
}

/** Writes the filters into `params`, replacing what was there; other keys are kept. */
export function writeFilters(params: URLSearchParams, f: Filters): URLSearchParams {
	const out = new URLSearchParams(params);
	for (const key of [...LIST_FILTERS, 'size', 'name', 'from', 'to', 'bounded', 'q'])
		out.delete(key);
	for (const key of LIST_FILTERS) for (const v of f[key]) out.append(key, v);
	for (const v of f.size) out.append('size', v);
	for (const v of f.name) out.append('name', v);
	if (f.from) out.set('from', f.from);
	if (f.to) out.set('to', f.to);
	if (f.bounded) out.set('bounded', '1');
	if (f.q.trim()) out.set('q', f.q.trim());
	return out;
}
