// What a click does on each view, as the filter bar says it when no filter is on: only what the
// view's charts really do (a bar of Model sizes or a row of Gains filters nothing; the size
// control and the search do).

const HINTS: Record<string, string> = {
	'/': 'Click a name or its bar in a top list to filter every chart.',
	'/trends': 'Click a name in a legend or a ranking to filter every chart.',
	'/emerging': 'Click a name to list the papers that name it.'
};

/** The hint for the view at `path` (inside the site), or null where a click filters nothing or
 * the view says itself what a click does (Methods: a cell lists its papers). */
export const filterHint = (path: string): string | null => HINTS[path] ?? null;
