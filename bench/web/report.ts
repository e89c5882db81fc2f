// bench:web's table: one row per measure, the median of the cold runs with their range.

export const median = (xs: number[]): number => {
	const s = [...xs].sort((a, b) => a - b);
	const mid = Math.floor(s.length / 2);
	return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export interface Row {
	label: string;
	/** One value per run; NaN where a run did not measure it. */
	values: number[];
	note: string;
}

const fmt = (x: number) => (x < 10 ? x.toFixed(2) : Math.round(x).toLocaleString('en-US'));

/** The rows as aligned text: measure, median, min–max, note. Runs without a value are left out;
 * a row no run measured shows "—". */
export function formatTable(rows: Row[]): string {
	const lines = rows.map(({ label, values, note }) => {
		const xs = values.filter((x) => Number.isFinite(x));
		const mid = xs.length ? fmt(median(xs)) : '—';
		const range = xs.length ? `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}` : '';
		return `${label.padEnd(50)} ${mid.padStart(8)}   ${range.padEnd(15)} ${note}`;
	});
	return [`${'measure'.padEnd(50)} ${'median'.padStart(8)}   ${'range'.padEnd(15)} note`, ...lines]
		.join('\n')
		.concat('\n');
}
