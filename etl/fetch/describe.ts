// Words for a plan (--dry-run) and for a finished fetch.
import type { FetchRequest, Unit, UnitStatus } from './plan.ts';
import type { FetchTally } from './run.ts';
import type { HttpStats } from './http.ts';

/** `2025-06-01…2025-06-03, 2025-06-07`: runs of consecutive days. */
export function dayRuns(days: string[]): string {
	const runs: string[][] = [];
	for (const day of [...days].sort()) {
		const run = runs[runs.length - 1];
		const next = run && new Date(Date.parse(`${run[run.length - 1]}T00:00:00Z`) + 86_400_000);
		if (run && next!.toISOString().slice(0, 10) === day) run.push(day);
		else runs.push([day]);
	}
	return runs.map((r) => (r.length === 1 ? r[0] : `${r[0]}…${r[r.length - 1]}`)).join(', ');
}

const WORDS: Record<UnitStatus, string> = {
	cached: 'cached',
	missing: 'to fetch',
	partial: 'to finish (resumed)',
	refresh: 'to fetch again (recent, may still change)'
};

function sourceLine(label: string, units: Unit[]): string {
	const parts = (['cached', 'missing', 'partial', 'refresh'] as const)
		.map((status) => {
			const days = units.filter((u) => u.status === status).map((u) => u.day);
			if (days.length === 0) return null;
			return status === 'cached'
				? `${days.length} ${WORDS[status]}`
				: `${days.length} ${WORDS[status]} (${dayRuns(days)})`;
		})
		.filter(Boolean);
	return `  ${label.padEnd(10)} ${units.length} day${units.length === 1 ? '' : 's'}: ${parts.join('; ')}`;
}

/** What a fetch would ask for, with the least number of requests it takes. */
export function describePlan(
	units: Unit[],
	request: FetchRequest,
	dir: string,
	firstUrl: string | null,
	arxivPauseS: number
): string {
	const lines = [
		`Dry run: nothing is fetched. ${request.since} … ${request.until}, query ${JSON.stringify(request.query)}, cache ${dir}`
	];
	const daily = units.filter((u) => u.source === 'hf-daily');
	const search = units.filter((u) => u.source === 'hf-search');
	const arxiv = units.filter((u) => u.source === 'arxiv');
	if (daily.length > 0) lines.push(sourceLine('hf-daily', daily));
	for (const unit of search) lines.push(`  hf-search  1 search, ${WORDS[unit.status]}`);
	if (arxiv.length > 0) {
		lines.push(`${sourceLine('arxiv', arxiv)}`);
		lines.push(
			`             categories ${request.categories.join(', ') || '(any)'}, ${request.pageSize} per page`
		);
	}
	const todo = units.filter((u) => u.status !== 'cached');
	const arxivTodo = todo.filter((u) => u.source === 'arxiv').length;
	lines.push(
		todo.length === 0
			? 'Everything asked for is cached: no request would be made.'
			: `At least ${todo.length} request${todo.length === 1 ? '' : 's'} (one per day, more for long days)` +
					(arxivTodo > 1
						? `; arXiv's pause makes that ≥ ${Math.round((arxivTodo - 1) * arxivPauseS)} s`
						: '') +
					'.'
	);
	if (firstUrl) lines.push(`First: GET ${firstUrl}`);
	return lines.join('\n');
}

export function describeFetch(
	tally: FetchTally,
	stats: HttpStats,
	request: FetchRequest,
	dir: string,
	seconds: number
): string {
	const files = tally.files['hf-daily'] + tally.files['hf-search'] + tally.files.arxiv;
	const megabytes = (stats.bytes / 1e6).toFixed(2);
	return [
		`requests            ${stats.requests} (${stats.retries} retried), ${megabytes} MB`,
		`pages written       ${files} (hf-daily ${tally.files['hf-daily']}, hf-search ${tally.files['hf-search']}, arxiv ${tally.files.arxiv})`,
		`papers fetched      ${tally.papers}${request.query ? ` matching ${JSON.stringify(request.query)}` : ''}`,
		`days and searches   ${tally.units} (${tally.cached} already cached)`,
		`cache               ${dir}`,
		`time                ${seconds.toFixed(1)} s`
	].join('\n');
}
