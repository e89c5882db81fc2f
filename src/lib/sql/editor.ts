import {
	autocompletion,
	closeCompletion,
	closeBrackets,
	closeBracketsKeymap,
	completionKeymap
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { schemaCompletionSource, keywordCompletionSource } from '@codemirror/lang-sql';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
	EditorView,
	drawSelection,
	highlightActiveLine,
	highlightActiveLineGutter,
	keymap,
	lineNumbers,
	placeholder
} from '@codemirror/view';
import { fieldCompletionSource, schemaNamespace } from './completion';
import { DuckDB } from './duckdb-dialect';
import { errorMarkExtension, setErrorMark, tokenRange } from './editor-error-mark';
import { editorTheme } from './editor-theme';
import type { TableInfo } from './schema';
import { splitStatements, statementPick } from './split-statements';

// The console's editor: CodeMirror 6 with the DuckDB dialect, completion from the live schema,
// Ctrl/Cmd-Enter to run the selection or the statement under the cursor.

export interface SqlToRun {
	sql: string;
	/** Offset of `sql` in the document, to place error marks. */
	from: number;
	/** Where the cursor picked the statement: its place among the editor's statements. */
	picked?: { index: number; of: number };
}

export interface SqlEditorOptions {
	parent: HTMLElement;
	doc: string;
	/** Null when there is nothing to run (an empty editor or selection): the page says so. */
	onrun: (run: SqlToRun | null) => void;
	onchange: (doc: string) => void;
}

/** The selection when there is one, else the statement under the cursor. */
export function sqlToRun(state: EditorState): SqlToRun | null {
	const range = state.selection.main;
	if (!range.empty) {
		const text = state.sliceDoc(range.from, range.to);
		const lead = text.length - text.trimStart().length;
		return splitStatements(text).length === 0
			? null
			: { sql: text.trim(), from: range.from + lead };
	}
	const pick = statementPick(state.doc.toString(), range.head);
	if (!pick) return null;
	const { statement, index, of } = pick;
	return { sql: statement.text, from: statement.from, picked: { index, of } };
}

function completionExtension(tables: readonly TableInfo[]): Extension {
	const config = {
		dialect: DuckDB,
		schema: schemaNamespace(tables),
		defaultTable: 'papers',
		upperCaseKeywords: true
	};
	// One facet value per source: an array value would be read as a list of options.
	return [
		schemaCompletionSource(config),
		keywordCompletionSource(DuckDB, true),
		fieldCompletionSource(() => tables)
	].map((source) => DuckDB.language.data.of({ autocomplete: source }));
}

export class SqlEditor {
	readonly view: EditorView;
	private readonly completion = new Compartment();

	constructor({ parent, doc, onrun, onchange }: SqlEditorOptions) {
		const run = () => {
			onrun(this.toRun());
			return true;
		};
		this.view = new EditorView({
			parent,
			state: EditorState.create({
				doc,
				extensions: [
					// Highest precedence, so that no popup (completion) takes the keys first. Both
					// Ctrl and Cmd on every platform: Mod alone leaves Ctrl+Enter dead on macOS.
					Prec.highest(
						keymap.of([
							{ key: 'Ctrl-Enter', run, preventDefault: true },
							{ key: 'Meta-Enter', run, preventDefault: true }
						])
					),
					lineNumbers(),
					highlightActiveLineGutter(),
					highlightActiveLine(),
					history(),
					drawSelection(),
					indentOnInput(),
					bracketMatching(),
					closeBrackets(),
					autocompletion({ activateOnTyping: true }),
					keymap.of([
						...closeBracketsKeymap,
						...defaultKeymap,
						...historyKeymap,
						...completionKeymap,
						indentWithTab
					]),
					editorTheme,
					DuckDB.extension,
					this.completion.of(completionExtension([])),
					errorMarkExtension(),
					placeholder(
						'SELECT … FROM papers   (Ctrl/Cmd+Enter runs the statement under the cursor)'
					),
					EditorView.lineWrapping,
					// A name for screen readers, and the way out: Tab indents here.
					EditorView.contentAttributes.of({
						'aria-label': 'SQL query. Ctrl+Enter runs it; Escape, then Tab, leaves the editor.'
					}),
					EditorView.updateListener.of((update) => {
						if (update.docChanged) onchange(update.state.doc.toString());
					})
				]
			})
		});
	}

	setSchema(tables: readonly TableInfo[]): void {
		this.view.dispatch({ effects: this.completion.reconfigure(completionExtension(tables)) });
	}

	setDoc(doc: string): void {
		this.view.dispatch({
			changes: { from: 0, to: this.view.state.doc.length, insert: doc },
			selection: { anchor: doc.length }
		});
		this.view.focus();
	}

	/** The SQL Ctrl/Cmd-Enter would run now, its suggestions closed (running is done typing: one
	 * left open would hide the results, and the next Enter would take it). */
	toRun(): SqlToRun | null {
		closeCompletion(this.view);
		return sqlToRun(this.view.state);
	}

	/** Marks the token at `offset` as the error's position, or clears the mark (null). */
	markError(offset: number | null): void {
		const range = offset === null ? null : tokenRange(this.view.state.doc.toString(), offset);
		this.view.dispatch({ effects: setErrorMark.of(range) });
	}

	destroy(): void {
		this.view.destroy();
	}
}
