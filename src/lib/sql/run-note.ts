// What a result says of the statements behind it: the console shows one result, so a script's
// reader must be told which statement the rows answer, and which statements never ran.

/** The statements a run ran, and where the cursor picked one among the editor's (none when a
 * selection or a history entry was run). */
export interface RunScope {
	statementsRun: number;
	picked?: { index: number; of: number };
}

/** The note for a result, or null when its one statement was all the editor held. */
export function runNote({ statementsRun, picked }: RunScope): string | null {
	if (statementsRun > 1)
		return `${statementsRun} statements run in order; these rows are the last one's`;
	if (picked && picked.of > 1)
		return `Only statement ${picked.index + 1} of ${picked.of} ran, the one at the cursor; select them all to run them in order`;
	return null;
}
