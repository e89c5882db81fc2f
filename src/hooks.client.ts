import type { ClientInit } from '@sveltejs/kit';
import { base } from '$app/paths';
import { precomputed, precomputedDeferred } from '$lib/state/precomputed';

// The overview's first paint waits for its precomputed answers: their request leaves as the app
// starts (~200 ms sooner than when the view mounts). Starting DuckDB here too was measured and
// dropped: compiling it beside the first paint slowed the paint and made the engine no sooner
// ready (two cores are busy either way). A paper page needs neither.
export const init: ClientInit = () => {
	if (location.pathname === `${base}/paper`) return;
	void precomputed();
	// Only the unfiltered overview reads the answers that grow with the corpus.
	const overview = location.pathname === `${base}/` || location.pathname === base;
	if (overview && !location.search) void precomputedDeferred();
};
