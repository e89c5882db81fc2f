import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { sqlToRun } from '../../../../src/lib/sql/editor';

const at = (doc: string, anchor: number, head = anchor) =>
	sqlToRun(EditorState.create({ doc, selection: EditorSelection.single(anchor, head) }));

describe('sqlToRun', () => {
	it('picks the statement under the cursor and says where it stands among them', () => {
		const doc = 'SELECT 1; SELECT 2;';
		expect(at(doc, doc.length)).toEqual({
			sql: 'SELECT 2',
			from: 10,
			picked: { index: 1, of: 2 }
		});
		expect(at(doc, 3)?.picked).toEqual({ index: 0, of: 2 });
	});
	it('runs a selection as it is, picked by no cursor', () => {
		const doc = 'SELECT 1; SELECT 2;';
		expect(at(doc, 0, doc.length)).toEqual({ sql: 'SELECT 1; SELECT 2;', from: 0 });
	});
	it('finds nothing to run in an empty or comment-only editor, or a selection of comments', () => {
		expect(at('', 0)).toBeNull();
		expect(at('-- only a note\n', 3)).toBeNull();
		expect(at('SELECT 1; -- note', 10, 17)).toBeNull();
		expect(at('SELECT 1; ;', 9, 11)).toBeNull();
	});
});
