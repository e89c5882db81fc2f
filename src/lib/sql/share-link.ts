// A share link carries the SQL in the URL fragment (never sent to a server, no length limit
// that matters here). Opening it fills the editor; it never runs by itself.

const KEY = 'sql';

export function shareHash(sql: string): string {
	return `#${KEY}=${encodeURIComponent(sql)}`;
}

/** The console's address with the SQL as its fragment; without the views' filters the console
 * keeps in its address for the way back (they do not apply to the SQL). */
export function shareUrl(pageUrl: string, sql: string): string {
	const url = new URL(pageUrl);
	url.search = '';
	url.hash = shareHash(sql).slice(1);
	return url.toString();
}

/** The SQL in a fragment like `#sql=…`, or null when there is none or it is malformed. */
export function sqlFromHash(hash: string): string | null {
	const fragment = hash.replace(/^#/, '');
	const raw = new RegExp(`(?:^|&)${KEY}=([^&]*)`).exec(fragment)?.[1];
	if (raw === undefined) return null;
	try {
		return decodeURIComponent(raw);
	} catch {
		return null;
	}
}
