// Past queries, newest first, kept in the browser. Pure list operations plus one small
// storage adapter, so the list logic is tested without a browser.

export interface HistoryEntry {
	sql: string;
	/** ISO timestamp of the run. */
	at: string;
	rows: number | null;
	ms: number | null;
	error: string | null;
	/** Stopped by the user before it finished (absent in entries stored before this existed). */
	cancelled?: boolean;
}

export const HISTORY_LIMIT = 100;
const STORAGE_KEY = 'rl-trends.sql-history.v1';

/** Adds a run on top; an identical SQL text moves up instead of appearing twice. */
export function addToHistory(
	list: readonly HistoryEntry[],
	entry: HistoryEntry,
	limit = HISTORY_LIMIT
): HistoryEntry[] {
	const sql = entry.sql.trim();
	return [{ ...entry, sql }, ...list.filter((e) => e.sql !== sql)].slice(0, limit);
}

function isEntry(value: unknown): value is HistoryEntry {
	const e = value as HistoryEntry;
	return (
		typeof e === 'object' && e !== null && typeof e.sql === 'string' && typeof e.at === 'string'
	);
}

/** Reads a stored list; anything unreadable is dropped rather than breaking the page. */
export function parseHistory(text: string | null): HistoryEntry[] {
	if (!text) return [];
	try {
		const value = JSON.parse(text);
		return Array.isArray(value) ? value.filter(isEntry) : [];
	} catch {
		return [];
	}
}

export function loadHistory(storage: Pick<Storage, 'getItem'> = localStorage): HistoryEntry[] {
	return parseHistory(storage.getItem(STORAGE_KEY));
}

export function saveHistory(
	list: readonly HistoryEntry[],
	storage: Pick<Storage, 'setItem'> = localStorage
): void {
	try {
		storage.setItem(STORAGE_KEY, JSON.stringify(list));
	} catch {
		// Storage full or disabled: history is a convenience, the query still ran.
	}
}
