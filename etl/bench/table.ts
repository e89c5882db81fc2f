// The benchmark's result table, as plain text.

export interface BenchRow {
	step: string;
	papers: number | null;
	seconds: number | null;
	/** CPU seconds of every thread (on a shared machine steadier than wall time). */
	cpuSeconds?: number | null;
	peakRssKb: number | null;
	note?: string;
}

const HEADERS = ['step', 'papers', 'wall s', 'CPU s', 'papers/s', 'peak RSS MB', ''];

function cells(row: BenchRow): string[] {
	const rate =
		row.papers !== null && row.seconds !== null && row.seconds > 0
			? Math.round(row.papers / row.seconds).toLocaleString('en-US')
			: '–';
	return [
		row.step,
		row.papers === null ? '–' : row.papers.toLocaleString('en-US'),
		row.seconds === null ? '–' : row.seconds.toFixed(2),
		row.cpuSeconds == null ? '–' : row.cpuSeconds.toFixed(2),
		rate,
		row.peakRssKb === null ? '–' : (row.peakRssKb / 1024).toFixed(0),
		row.note ?? ''
	];
}

/** Columns aligned: text left, numbers right. */
export function formatTable(rows: readonly BenchRow[]): string {
	const table = [HEADERS, ...rows.map(cells)];
	const widths = HEADERS.map((_, c) => Math.max(...table.map((r) => r[c].length)));
	const line = (r: string[]) =>
		r
			.map((cell, c) => (c === 0 || c === 6 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
			.join('  ')
			.trimEnd();
	return [
		line(table[0]),
		widths
			.map((w) => '-'.repeat(w))
			.join('  ')
			.trimEnd(),
		...table.slice(1).map(line)
	].join('\n');
}
