import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import type { TableInfo } from './schema';

// Autocomplete from the live schema: tables and columns through lang-sql's own schema
// completion, and struct fields (of `gains`, `models` …) after a dot, which lang-sql cannot know
// because they are usually reached through an alias, as in `unnest(gains) AS t(g) … g.benchmark`.

export function schemaNamespace(tables: readonly TableInfo[]): SQLNamespace {
	const namespace: Record<string, SQLNamespace> = {};
	for (const table of tables) {
		namespace[table.name] = {
			self: { label: table.name, type: 'type', detail: 'table' },
			children: table.columns.map((c) => ({ label: c.name, type: 'property', detail: c.type }))
		};
	}
	return namespace;
}

/** Struct fields offered after `qualifier.`: of that column when it is one, else of all. */
export function fieldOptions(tables: readonly TableInfo[], qualifier: string): Completion[] {
	const q = qualifier.replace(/^"|"$/g, '').toLowerCase();
	if (tables.some((t) => t.name.toLowerCase() === q)) return []; // lang-sql lists its columns
	const columns = tables.flatMap((t) => t.columns).filter((c) => c.fields.length > 0);
	const own = columns.filter((c) => c.name.toLowerCase() === q);
	const options = new Map<string, Completion>();
	for (const column of own.length ? own : columns) {
		for (const field of column.fields) {
			const existing = options.get(field);
			const detail = existing ? `${existing.detail}, ${column.name}` : `field of ${column.name}`;
			options.set(field, { label: field, type: 'property', detail, boost: own.length ? 2 : 0 });
		}
	}
	return [...options.values()];
}

export function fieldCompletionSource(getTables: () => readonly TableInfo[]) {
	return (context: CompletionContext): CompletionResult | null => {
		const match = context.matchBefore(/("[^"]+"|[A-Za-z_][\w]*)\.\w*$/);
		if (!match) return null;
		const dot = match.text.lastIndexOf('.');
		const options = fieldOptions(getTables(), match.text.slice(0, dot));
		if (options.length === 0) return null;
		return { from: match.from + dot + 1, options, validFor: /^\w*$/ };
	};
}
