// How the current filters stand on dates (dated papers, those outside the range, the undated and
// bounded ones), with the `not_after` probe its SQL needs: one client for the overview, the
// filter bar and Trends. Once the overview has fetched the cube, its counts come from it at once.
import type { DateCounts } from '$lib/cube/cube-date-counts';
import type { PaperCube } from '$lib/cube/paper-cube';
import type { Filters } from '$lib/queries/filters';
import type { SearchIndex } from '$lib/search/search-index';
import { datedSummarySql, type DatedSummary } from '$lib/queries/trends';
import { hasNotAfter } from './not-after.ts';
import { cubeDateCounts, whenCubeFetched } from './overview-cube.ts';
import { whenSearchIndexFetched } from './search-index.ts';
import { LiveQuery } from './query.svelte.ts';

export class DatedSummaryQuery {
	/** Whether the data has `not_after`; null until the probe answers. */
	notAfter = $state<boolean | null>(null);
	readonly query: LiveQuery<DatedSummary>;
	private readonly wanted: () => boolean;
	private readonly filters: () => Filters;
	/** Raw: its arrays are read, never changed. */
	private cube = $state.raw<PaperCube | null>(null);
	/** With which the cube answers a search for one word (raw, as the cube). */
	private searchIndex = $state.raw<SearchIndex | null>(null);
	/** The counts the cube gives for the filters, while wanted; null when it cannot. */
	private readonly cubeCounts = $derived.by(() =>
		this.cube && this.wanted() ? cubeDateCounts(this.cube, this.filters(), this.searchIndex) : null
	);

	/** `wanted`: ask only then (the date filter's notices need it only while a range is set).
	 * `countsOnly`: the client reads `counts` alone, so DuckDB is not asked while the cube gives
	 * them (Trends reads the whole row). `built`: the build's rows for a query, when it answered
	 * exactly that one (Trends' first paint). */
	constructor(
		filters: () => Filters,
		wanted: () => boolean = () => true,
		{
			countsOnly = false,
			built
		}: { countsOnly?: boolean; built?: (sql: string) => DatedSummary[] | null } = {}
	) {
		this.wanted = wanted;
		this.filters = filters;
		whenCubeFetched((cube) => {
			this.cube = cube;
			// A cube with date columns was built from data with `not_after`.
			if (cube?.ranges && this.notAfter === null) this.notAfter = true;
		});
		whenSearchIndexFetched((index) => (this.searchIndex = index));
		$effect(() => {
			if (wanted() && this.notAfter === null)
				hasNotAfter().then(
					(has) => (this.notAfter = has),
					() => (this.notAfter = false)
				);
		});
		const sql = () =>
			wanted() && this.notAfter !== null && !(countsOnly && this.cubeCounts)
				? datedSummarySql(filters(), this.notAfter)
				: null;
		this.query = new LiveQuery<DatedSummary>(sql, () => {
			const text = sql();
			return text !== null && built ? built(text) : null;
		});
	}

	/** Whether the data has `not_after`, as the build found it: no probe of DuckDB is then needed. */
	knowNotAfter(has: boolean): void {
		if (this.notAfter === null) this.notAfter = has;
	}

	/** The summary row, once answered and while wanted. */
	get row(): DatedSummary | undefined {
		return this.wanted() ? this.query.rows?.[0] : undefined;
	}

	/** The counts the date filter's notices show: the cube's, else DuckDB's row's. */
	get counts(): DateCounts | undefined {
		return this.cubeCounts ?? this.row;
	}

	/** Papers the date range leaves out for having no date at all. */
	get undated(): number {
		const counts = this.counts;
		return counts ? counts.papers - counts.dated - counts.dated_outside : 0;
	}
}
