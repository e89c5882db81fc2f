// A file the build wrote into data/ (the cube, the search index), fetched at most once and
// decoded; what only profits from it being there can wait for it without fetching it.
import { base } from '$app/paths';

export interface DataFileOnce<T> {
	/** The decoded file, fetched on the first call; null when there is none or it does not decode. */
	get: () => Promise<T | null>;
	/** Calls `then` with it once fetched (at once when it is), without fetching it. */
	whenFetched: (then: (value: T | null) => void) => void;
}

export function dataFileOnce<T>(file: string, decode: (bytes: ArrayBuffer) => T | null) {
	let fetched: Promise<T | null> | null = null;
	const waiting: ((value: T | null) => void)[] = [];
	const once: DataFileOnce<T> = {
		get() {
			if (!fetched) {
				fetched = fetch(`${base}/data/${file}`)
					.then((r) => (r.ok ? r.arrayBuffer() : null))
					.then((bytes) => (bytes ? decode(bytes) : null))
					.catch(() => null);
				fetched.then((value) => waiting.splice(0).forEach((then) => then(value)));
			}
			return fetched;
		},
		whenFetched(then) {
			if (fetched) fetched.then(then);
			else waiting.push(then);
		}
	};
	return once;
}
