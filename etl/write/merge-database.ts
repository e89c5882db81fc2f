// Where the merge keeps its tables. In memory a merge runs in about two thirds of the time (no
// table is compressed into a database file), and DuckDB still spills past its budget; but its
// tables then fill the budget where a file's could be evicted for free, so a corpus much larger
// than the budget merges in a file on disk (a million papers: ~0.4 GB less peak memory).

const UNITS: Record<string, number> = {
	b: 1,
	kb: 1e3,
	mb: 1e6,
	gb: 1e9,
	tb: 1e12,
	kib: 2 ** 10,
	mib: 2 ** 20,
	gib: 2 ** 30,
	tib: 2 ** 40
};

/** A DuckDB memory size ("1GB", "512 MiB", "2e9") in bytes, or null when it is not one. */
export function bytesOf(size: string): number | null {
	const m = /^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*([kmgt]i?b|b)?\s*$/i.exec(size);
	if (!m) return null;
	return Number(m[1]) * (m[2] ? UNITS[m[2].toLowerCase()] : 1);
}

export type MergeDatabase = 'memory' | 'disk';

/** In memory when the staged rows take at most half the budget, else on disk. */
export function mergeDatabase(stagedBytes: number, memoryLimit: string): MergeDatabase {
	const budget = bytesOf(memoryLimit);
	return budget !== null && stagedBytes <= budget / 2 ? 'memory' : 'disk';
}
