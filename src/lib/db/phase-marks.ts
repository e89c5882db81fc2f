// Performance marks at each step of loading the data, so `npm run bench:web` can say where the
// time goes (read from the page with performance.getEntriesByType('mark')). A mark costs nothing.

/** Mark name → what has just happened. */
export const PHASES = {
	'rl:db:start': 'DuckDB start requested',
	'rl:db:fetched': 'chart database fetched',
	'rl:db:instantiated': 'DuckDB-WASM compiled and open',
	'rl:db:decoded': 'chart columns decoded (Arrow)',
	'rl:db:inserted': 'chart columns in DuckDB',
	'rl:paper:read': "paper page: the paper's row read"
} as const;

export type Phase = keyof typeof PHASES;

export function markPhase(phase: Phase): void {
	performance.mark(phase);
}
