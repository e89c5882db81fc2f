/** A one-line progress bar with rate and ETA, redrawn in place on a TTY. */
export interface Progress {
	update(doneBytes: number, records: number): void;
	finish(): void;
}

export const silentProgress: Progress = { update() {}, finish() {} };

export function formatProgress(
	doneBytes: number,
	totalBytes: number,
	records: number,
	elapsedSeconds: number,
	width = 28
): string {
	const fraction = totalBytes > 0 ? Math.min(1, doneBytes / totalBytes) : 1;
	const filled = Math.round(fraction * width);
	const rate = elapsedSeconds > 0 ? records / elapsedSeconds : 0;
	const eta = fraction > 0 ? (elapsedSeconds * (1 - fraction)) / fraction : Infinity;
	const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
	return `${bar} ${(fraction * 100).toFixed(1).padStart(5)}%  ${records.toLocaleString('en')} papers  ${Math.round(rate).toLocaleString('en')}/s  ETA ${formatSeconds(eta)}`;
}

export function formatSeconds(seconds: number): string {
	if (!Number.isFinite(seconds)) return '--:--';
	const s = Math.round(seconds);
	return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Progress on a TTY stream, redrawn at most every 200 ms. */
export function ttyProgress(stream: NodeJS.WriteStream, totalBytes: number): Progress {
	const start = performance.now();
	let last = 0;
	let shown = false;
	return {
		update(doneBytes, records) {
			const now = performance.now();
			if (now - last < 200) return;
			last = now;
			shown = true;
			stream.write(`\r${formatProgress(doneBytes, totalBytes, records, (now - start) / 1000)}`);
		},
		finish() {
			if (shown) stream.write('\r\x1b[2K');
		}
	};
}
