// The editor in the page's colours: its text, gutter, selection and SQL highlighting read the
// page's CSS variables (app.css), so a dark screen gets a dark editor. CodeMirror's default style
// is drawn for white: purple keywords and a white gutter on a near-black page.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const SQL_COLOURS = HighlightStyle.define([
	{ tag: tags.keyword, color: 'var(--sql-keyword)' },
	{ tag: [tags.string, tags.special(tags.string)], color: 'var(--sql-string)' },
	{ tag: [tags.number, tags.bool, tags.null], color: 'var(--sql-number)' },
	{ tag: tags.comment, color: 'var(--sql-comment)', fontStyle: 'italic' },
	{ tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--sql-type)' },
	{ tag: tags.invalid, color: 'var(--error)' }
]);

export const editorTheme = [
	syntaxHighlighting(SQL_COLOURS),
	EditorView.theme({
		'&': { color: 'var(--text)', backgroundColor: 'var(--surface)' },
		'.cm-content': { caretColor: 'var(--text)' },
		'.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
		'.cm-gutters': {
			backgroundColor: 'var(--code-bg)',
			color: 'var(--muted)',
			borderRight: '1px solid var(--border)'
		},
		'.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--sql-active-line)' },
		'&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
			{ backgroundColor: 'var(--sql-selection)' },
		'.cm-placeholder': { color: 'var(--muted)' },
		'&.cm-focused .cm-matchingBracket, .cm-matchingBracket': {
			backgroundColor: 'var(--accent-soft)',
			outline: '1px solid var(--accent)'
		},
		'.cm-tooltip': {
			backgroundColor: 'var(--surface)',
			color: 'var(--text)',
			border: '1px solid var(--border)'
		},
		'.cm-tooltip-autocomplete > ul > li[aria-selected]': {
			backgroundColor: 'var(--accent-soft)',
			color: 'var(--text)'
		},
		'.cm-completionDetail': { color: 'var(--muted)' }
	})
];
