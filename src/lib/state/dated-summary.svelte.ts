// How the current filters stand on dates (dated papers, those outside the range, the undated and
// bounded ones), with the `not_after` probe its SQL needs: one client for the overview, the
// filter bar and Trends.
import type { Filters } from '$lib/queries/filters';
import { datedSummarySql, type DatedSummary } from '$lib/queries/trends';
import { hasNotAfter } from './not-after.ts';
import { LiveQuery } from './query.svelte.ts';

export class DatedSummaryQuery {
	/** Whether the data has `not_after`; null until the probe answers. */
	notAfter = $state<boolean | null>(null);
	readonly query: LiveQuery<DatedSummary>;
	private readonly wanted: () => boolean;

	/** `wanted`: ask only then (the date filter's notices need it only while a range is set). */
	constructor(filters: () => Filters, wanted: () => boolean = () => true) {
		this.wanted = wanted;
		$effect(() => {
			if (wanted() && this.notAfter === null)
				hasNotAfter().then(
					(has) => (this.notAfter = has),
					() => (this.notAfter = false)
				);
		});
		this.query = new LiveQuery<DatedSummary>(() =>
			wanted() && this.notAfter !== null ? datedSummarySql(filters(), this.notAfter) : null
		);
	}

	/** The summary row, once answered and while wanted. */
	get row(): DatedSummary | undefined {
		return this.wanted() ? this.query.rows?.[0] : undefined;
	}

	/** Papers the date range leaves out for having no date at all. */
	get undated(): number {
		const row = this.row;
		return row ? row.papers - row.dated - row.dated_outside : 0;
	}
}
