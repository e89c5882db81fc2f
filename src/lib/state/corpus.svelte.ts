// Facts about the loaded corpus that every view's captions share, computed at build time over
// the same data file (scripts/precompute-overview.ts).
import { corpusSources, type CorpusSource } from '$lib/export/corpus-sources';
import { precomputed } from './precomputed.ts';

export const corpus = $state<{ sources: CorpusSource[] | null }>({ sources: null });

void precomputed().then((p) => {
	corpus.sources = p?.sources ? corpusSources(p.sources) : null;
});
