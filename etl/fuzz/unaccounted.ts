// What "no paper lost" means for a capture whose lines kept their places: every paper is kept at
// its title's line, or a skip reports it. Shared by the property tests and `npm run fuzz`.

export interface PapersInFile {
	/** Lines of the papers' titles, in order. */
	titles: number[];
	lastLine: number;
}

/** The title lines of papers neither kept nor reported. A skip reports a paper when it names a
 * line of that paper's record; a cut last title can also be read as the "abstract" of a damaged
 * line before it (a date that no longer reads as one), and the truncated record is then reported
 * from that line, after the last paper kept. */
export function unaccountedPapers(
	papers: PapersInFile,
	keptLines: number[],
	skips: { line: number; reason: string }[],
	wholeFile: boolean
): number[] {
	if (wholeFile) return [];
	const { titles, lastLine } = papers;
	return titles.filter((title, i) => {
		const next = titles[i + 1] ?? lastLine + 1;
		if (keptLines.includes(title)) return false;
		if (skips.some((s) => s.line >= title && s.line < next)) return false;
		const lastKept = Math.max(0, ...keptLines.filter((line) => line < title));
		const swallowed =
			i === titles.length - 1 &&
			skips.some(
				(s) => s.reason.includes('truncated last record') && s.line > lastKept && s.line <= title
			);
		return !swallowed;
	});
}
