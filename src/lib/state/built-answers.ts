// Which of the build's answer files a chart of the overview reads, and when it must wait for it.
import { DEFERRED_OVERVIEW } from '../queries/overview.ts';
import type { Precomputed } from './precomputed.ts';

/** The build's two answer files: undefined while on their way, null when there is none. */
export interface BuiltAnswers {
	first: Precomputed | null | undefined;
	deferred: Precomputed | null | undefined;
}

/**
 * The answers chart `id` reads, or undefined while they are on their way (the chart waits): the
 * deferred file for the unfiltered state of a chart whose answer grows with the corpus, the first
 * paint's file otherwise. Nothing is read before the first paint's file is in, so no chart asks
 * DuckDB before the first paint, even when the deferred file is missing.
 */
export function builtAnswersFor(
	id: string,
	filtered: boolean,
	{ first, deferred }: BuiltAnswers
): Precomputed | null | undefined {
	if (first === undefined) return undefined;
	return filtered || !DEFERRED_OVERVIEW.includes(id) ? first : deferred;
}
