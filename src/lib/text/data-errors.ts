// A data file that cannot be read fails deep inside a decoder ("RuntimeError: unreachable" from
// parquet-wasm, "Cannot read properties of undefined" from hyparquet on garbage). Said in plain
// words, with what to do; the decoder's own words follow, for whoever debugs it.

/** Messages that already say what happened (a missing file, a server or network failure). */
const NOT_DAMAGE = /could not be read: it is damaged|run `npm run etl`|HTTP \d{3}|fetch|network/i;

/** How the decoders and the engine report a damaged or wrong file, among other errors. */
const DAMAGED =
	/unreachable|RuntimeError|panicked|parquet|magic bytes|footer|thrift|corrupt|decode worker failed|unexpected end|\bEOF\b/i;

/** Whether an error from reading or querying the data says the file is damaged. */
export const looksDamaged = (message: string) => DAMAGED.test(message) && !NOT_DAMAGE.test(message);

/** An error from reading a data file, in plain words (unless it already says what happened). */
export function plainDataError(message: string, file = 'data/papers.parquet'): string {
	if (NOT_DAMAGE.test(message)) return message;
	return `The data file ${file} could not be read: it is damaged, cut short or not a Parquet file. Rebuild it with \`npm run etl\` and \`npm run build\` (the decoder said: ${message}).`;
}
