// The query being written, kept in the browser: back from another view, or after a reload, the
// console shows it again instead of its first example. One small storage adapter, as history.ts.

const STORAGE_KEY = 'rl-trends.sql-draft.v1';
/** A draft this long is kept; a longer one (a pasted dump) is not worth the storage. */
const MAX_CHARS = 100_000;

export function loadDraft(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
	try {
		const text = storage.getItem(STORAGE_KEY);
		return text && text.trim() ? text : null;
	} catch {
		return null;
	}
}

export function saveDraft(text: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
	if (text.length > MAX_CHARS) return;
	try {
		storage.setItem(STORAGE_KEY, text);
	} catch {
		// Storage full or disabled: the draft is a convenience.
	}
}
