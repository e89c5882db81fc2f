import { dateRangeConditions, type DateRange } from './date-range.ts';
import { bandOf } from './size-bands.ts';
import { sqlAtWordStart, sqlNumber, sqlString } from './sql-literal.ts';
import { nameKeySql } from '$schema/entity-naming.ts';
import { monthSpan } from '../text/month-span.ts';
import type { TopNamesColumn } from './overview.ts';

/** The global filters: every chart reads the papers that pass all of them. */
export interface Filters extends DateRange {
	algorithm: string[];
	benchmark: string[];
	paradigm: string[];
	domain: string[];
	size: string[];
	/** Names (learned or from the vocabularies) a paper must name in any of its name lists. */
	name: string[];
	q: string;
}

export const LIST_FILTERS = ['algorithm', 'benchmark', 'paradigm', 'domain'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Filter key → the list column it tests. */
export const FILTER_COLUMN: Record<ListFilter, TopNamesColumn> = {
	algorithm: 'algorithms',
	benchmark: 'benchmarks',
	paradigm: 'paradigms',
	domain: 'domains'
};

/** Every name a paper names, by the key learned names are counted by (nameKeySql: "LaSeR" and
 * "LASER" are one, "GSPOs" is GSPO): its algorithms, benchmarks, coined names and models, so the
 * name filter lists the papers Emerging counts. (`flatten` skips a NULL list where `||` would make
 * the whole list NULL.) */
export const NAMED_KEYS = `list_transform(flatten([algorithms, benchmarks, proposed, list_transform(models, m -> m.name)]), x -> ${nameKeySql('x')})`;

/** Every name the search box finds a paper by, besides its title's words, as written: the names
 * it uses, its paradigms and domains, its models by name and by family ("Qwen"). */
export const SEARCHED_NAMES =
	'flatten([algorithms, benchmarks, proposed, paradigms, domains, list_transform(models, m -> m.name), list_transform(models, m -> m.family)])';

/** The searched names as one text, a search finding them where a word of one starts, as in a
 * title ("curriculum" finds Curriculum Learning, "seek" DeepSeek); the separator, a line break
 * no search box can hold, starts a word and is never found itself. */
export const SEARCHED_NAMES_TEXT = `array_to_string(${SEARCHED_NAMES}, chr(10))`;

export const emptyFilters = (): Filters => ({
	algorithm: [],
	benchmark: [],
	paradigm: [],
	domain: [],
	size: [],
	name: [],
	from: null,
	to: null,
	bounded: false,
	q: ''
});

export function isEmpty(f: Filters): boolean {
	return (
		LIST_FILTERS.every((k) => f[k].length === 0) &&
		f.size.length === 0 &&
		f.name.length === 0 &&
		!f.from &&
		!f.to &&
		!f.q.trim()
	);
}

/** SQL conditions for the filters (AND-ed); values of one kind are alternatives (OR). */
export function conditions(f: Filters): string[] {
	const out: string[] = [];
	for (const key of LIST_FILTERS) {
		if (f[key].length === 0) continue;
		const tests = f[key].map((v) => `list_contains(${FILTER_COLUMN[key]}, ${sqlString(v)})`);
		out.push(tests.length === 1 ? tests[0] : `(${tests.join(' OR ')})`);
	}
	const bands = f.size.map(bandOf).filter((b) => b !== undefined);
	if (bands.length > 0) {
		const tests = bands.map((b) =>
			Number.isFinite(b.max)
				? `s >= ${sqlNumber(b.min)} AND s < ${sqlNumber(b.max)}`
				: `s >= ${sqlNumber(b.min)}`
		);
		out.push(
			`len(list_filter(model_sizes_b, s -> ${tests.map((t) => `(${t})`).join(' OR ')})) > 0`
		);
	}
	if (f.name.length > 0) {
		const names = f.name.map((n) => nameKeySql(sqlString(n)));
		out.push(`list_has_any(${NAMED_KEYS}, [${names.join(', ')}])`);
	}
	out.push(...dateRangeConditions(f));
	const q = f.q.trim();
	if (q) {
		out.push(`(${sqlAtWordStart('title', q)} OR ${sqlAtWordStart(SEARCHED_NAMES_TEXT, q)})`);
	}
	return out;
}

/** `WHERE …` for the filters plus any extra conditions, or '' when there are none. */
export function where(f: Filters, ...extra: string[]): string {
	const all = [...conditions(f), ...extra];
	return all.length ? `WHERE ${all.join('\n  AND ')}` : '';
}

/** The filters in words, for captions: "algorithm GRPO · benchmark AIME 2024 · 2024-01-01 to …". */
export function describeFilters(f: Filters): string {
	const parts: string[] = [];
	for (const key of LIST_FILTERS) if (f[key].length) parts.push(`${key} ${f[key].join(' or ')}`);
	if (f.size.length) parts.push(`model size ${f.size.join(' or ')}`);
	if (f.name.length) parts.push(`naming ${f.name.join(' or ')}`);
	if (f.from || f.to)
		parts.push(
			`published ${f.from ?? '…'} to ${f.to ?? '…'}${f.bounded ? ` (or undated, with a date interval known to the month overlapping ${monthSpan(f.from, f.to)})` : ''}`
		);
	if (f.q.trim()) parts.push(`matching “${f.q.trim()}”`);
	return parts.length ? parts.join(' · ') : 'all papers';
}
