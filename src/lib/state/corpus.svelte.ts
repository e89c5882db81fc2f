// Facts about the loaded corpus that every view's captions share.
import { precomputed } from './precomputed.ts';

export const corpus = $state<{ snapshot: string | null }>({ snapshot: null });

void precomputed().then((p) => {
	corpus.snapshot = p?.snapshot ?? null;
});
