// Room for names beside an axis (bars, dots, matrix rows). On a phone a long name would eat the
// plot, so the margin is capped at a share of the width and longer names are cut with an ellipsis
// (the full name stays in each mark's tooltip); a coined name's scripts are shown raised ("UR²").

import { clip } from '$lib/text/clip';
import { nameText } from '$lib/text/name-text';

/** Average pixels per character of the axis font. */
export const CHAR_WIDTH = 6.5;

/** Share of a chart's width that names may take: a paper-column export (336 px) still shows
 * "Behavior Cloning" whole, a phone keeps more than half its width for the marks. */
const NAME_SHARE = 0.45;

/** The left margin for these names in a chart `width` wide (at most `cap` pixels and
 * NAME_SHARE of the width), and the tick format that fits each name into it. `lines` splits a
 * name shown on several lines (each line is fitted on its own). */
export function nameMargin(
	names: string[],
	width: number,
	cap: number,
	lines: (name: string) => string[] = (name) => [name]
) {
	const longest = Math.max(0, ...names.flatMap((n) => lines(n).map((line) => line.length)));
	const margin = Math.round(Math.min(cap, width * NAME_SHARE, 12 + longest * CHAR_WIDTH));
	const fits = Math.max(3, Math.floor((margin - 12) / CHAR_WIDTH));
	return {
		margin,
		tickFormat: (name: string) =>
			lines(String(name))
				.map((line) => clip(nameText(line), fits))
				.join('\n')
	};
}
