/** "1 paper", "2,345 papers": a count and its noun, in the noun's number. */
export const countNoun = (n: number, singular: string, plural = `${singular}s`): string =>
	`${n.toLocaleString('en')} ${n === 1 ? singular : plural}`;
