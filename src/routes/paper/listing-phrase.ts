// Where a paper was listed, as a reader wants it: the capture's date and the paper's place in it.
// The file name alone ("004_cbd9799576d5eeb4.txt") says little: a capture with no date is said to
// be one, its file named as where to look.

export function listingPhrase(source: {
	file: string;
	rank: number;
	captured: string | null;
}): string {
	return source.captured
		? `#${source.rank} in the capture of ${source.captured}`
		: `#${source.rank} in an undated capture (${source.file})`;
}
