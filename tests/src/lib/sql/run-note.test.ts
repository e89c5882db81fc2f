import { describe, expect, it } from 'vitest';
import { runNote } from '../../../../src/lib/sql/run-note';

describe('runNote', () => {
	it("says a script's statements ran in order and the rows are the last one's", () => {
		expect(runNote({ statementsRun: 3 })).toBe(
			"3 statements run in order; these rows are the last one's"
		);
	});
	it('says which statement the cursor ran, when the editor holds several', () => {
		expect(runNote({ statementsRun: 1, picked: { index: 1, of: 2 } })).toBe(
			'Only statement 2 of 2 ran, the one at the cursor; select them all to run them in order'
		);
	});
	it('says nothing of a lone statement', () => {
		expect(runNote({ statementsRun: 1, picked: { index: 0, of: 1 } })).toBeNull();
		expect(runNote({ statementsRun: 1 })).toBeNull();
	});
});
