// Run with nothing to run says why, rather than leave the last result up as if it answered.

import { splitStatements } from './split-statements';

/** Why the editor's text `doc` gave nothing to run: it is empty, holds only comments, or the
 * selection holds no statement. */
export function nothingToRunMessage(doc: string): string {
	if (!doc.trim()) return 'Nothing to run: the editor is empty';
	if (splitStatements(doc).length === 0) return 'Nothing to run: the editor holds only comments';
	return 'Nothing to run: the selection holds no statement';
}
