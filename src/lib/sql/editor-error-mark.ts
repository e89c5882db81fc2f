import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

// Underlines where DuckDB says a query went wrong; the mark goes away at the next edit.

export const setErrorMark = StateEffect.define<{ from: number; to: number } | null>();

const errorMark = Decoration.mark({
	class: 'cm-sql-error',
	attributes: { 'data-testid': 'sql-error-mark' }
});

const errorField = StateField.define<DecorationSet>({
	create: () => Decoration.none,
	update(marks, tr) {
		if (tr.docChanged) return Decoration.none;
		for (const effect of tr.effects) {
			if (!effect.is(setErrorMark)) continue;
			const range = effect.value;
			marks =
				range && range.to > range.from
					? Decoration.set([errorMark.range(range.from, range.to)])
					: Decoration.none;
		}
		return marks;
	},
	provide: (field) => EditorView.decorations.from(field)
});

const errorTheme = EditorView.baseTheme({
	'.cm-sql-error': {
		textDecoration: 'underline wavy var(--error)',
		textUnderlineOffset: '3px',
		backgroundColor: 'var(--error-soft)'
	}
});

export function errorMarkExtension(): Extension {
	return [errorField, errorTheme];
}

/** The word starting at `offset` (at least one character), for the mark's extent. */
export function tokenRange(doc: string, offset: number): { from: number; to: number } {
	const from = Math.max(0, Math.min(offset, doc.length - 1));
	const word = /^("[^"]*"|'[^']*'|\w+|\S)/.exec(doc.slice(from));
	return { from, to: Math.min(doc.length, from + (word ? word[0].length : 1)) };
}
