// The matrix cell whose papers are listed, kept in the URL ("cell") so that Back from a paper, a
// reload or a shared link shows the same list.

/** A cell: the algorithm of its row and what its column names (a benchmark or an algorithm). */
export interface CellChoice {
	column: 'benchmarks' | 'algorithms';
	row: string;
	x: string;
}

/** The URL value of a cell: a JSON array, which any name survives. */
export const formatCell = ({ column, row, x }: CellChoice): string =>
	JSON.stringify([column, row, x]);

/** The cell a URL value names, or null when it names none. */
export function parseCell(raw: string): CellChoice | null {
	let value: unknown;
	try {
		value = JSON.parse(raw);
	} catch {
		return null;
	}
	if (!Array.isArray(value) || value.length !== 3) return null;
	const [column, row, x] = value;
	if (column !== 'benchmarks' && column !== 'algorithms') return null;
	if (typeof row !== 'string' || typeof x !== 'string' || !row || !x) return null;
	return { column, row, x };
}

/** "PPO × MuJoCo" (an algorithm with a benchmark), "PPO + SAC" (two algorithms). */
export const cellLabel = ({ column, row, x }: CellChoice): string =>
	`${row} ${column === 'benchmarks' ? '×' : '+'} ${x}`;
