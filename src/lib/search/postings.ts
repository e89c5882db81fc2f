// Keys and, for each, the papers having it: paper numbers ascending, stored as the gaps between
// them in LEB128 varints (a byte per gap below 128), read only for the keys looked up. The keys
// stay UTF-8 bytes, sorted bytewise, and are searched as such: a file of a million papers'
// words is read without making a string per key (a JSON list of them took ~190 ms to parse).

export interface Postings {
	/** The keys' UTF-8 bytes one after another, in byte order (which is code point order). */
	keyBytes: Uint8Array;
	/** Key k is keyBytes[keyStarts[k] … keyStarts[k + 1]). */
	keyStarts: Uint32Array;
	/** Key k's gaps are bytes[starts[k] … starts[k + 1]). */
	starts: Uint32Array;
	bytes: Uint8Array;
}

const utf8 = new TextEncoder();

/** `a` against `b`, bytewise: negative, zero or positive. */
function compareBytes(a: Uint8Array, b: Uint8Array): number {
	const n = Math.min(a.length, b.length);
	for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
	return a.length - b.length;
}

/** A byte buffer that grows as it is written. */
class ByteWriter {
	private buffer = new Uint8Array(1 << 16);
	length = 0;
	push(byte: number): void {
		if (this.length === this.buffer.length) {
			const grown = new Uint8Array(this.buffer.length * 2);
			grown.set(this.buffer);
			this.buffer = grown;
		}
		this.buffer[this.length++] = byte;
	}
	append(bytes: Uint8Array): void {
		for (const b of bytes) this.push(b);
	}
	done = (): Uint8Array => this.buffer.slice(0, this.length);
}

/** The postings of `papersByKey` (each key's papers, ascending and distinct). */
export function encodePostings(papersByKey: Map<string, number[]>): Postings {
	const keys = [...papersByKey.keys()]
		.map((key) => [key, utf8.encode(key)] as const)
		.sort(([, a], [, b]) => compareBytes(a, b));
	const keyBytes = new ByteWriter();
	const keyStarts = new Uint32Array(keys.length + 1);
	const bytes = new ByteWriter();
	const starts = new Uint32Array(keys.length + 1);
	keys.forEach(([key, encoded], k) => {
		keyBytes.append(encoded);
		keyStarts[k + 1] = keyBytes.length;
		let last = -1;
		for (const paper of papersByKey.get(key)!) {
			if (paper <= last) throw new Error(`postings: papers of "${key}" not ascending at ${paper}`);
			let gap = paper - last;
			last = paper;
			while (gap >= 0x80) {
				bytes.push((gap & 0x7f) | 0x80);
				gap >>>= 7;
			}
			bytes.push(gap);
		}
		starts[k + 1] = bytes.length;
	});
	return { keyBytes: keyBytes.done(), keyStarts, starts, bytes: bytes.done() };
}

export const keyCount = (postings: Postings): number => postings.keyStarts.length - 1;

const keyAt = ({ keyBytes, keyStarts }: Postings, k: number): Uint8Array =>
	keyBytes.subarray(keyStarts[k], keyStarts[k + 1]);

/** Key `k` against `key`, bytewise (as compareBytes, without a view per key: a million
 * papers' file holds ~600,000 keys). */
function compareKey({ keyBytes, keyStarts }: Postings, k: number, key: Uint8Array): number {
	const start = keyStarts[k];
	const length = keyStarts[k + 1] - start;
	const n = Math.min(length, key.length);
	for (let i = 0; i < n; i++)
		if (keyBytes[start + i] !== key[i]) return keyBytes[start + i] - key[i];
	return length - key.length;
}

/** Whether the keys are in byte order, each after the one before (a damaged file's may not be). */
export function keysSorted({ keyBytes, keyStarts }: Postings): boolean {
	for (let k = 1; k < keyStarts.length - 1; k++) {
		const [a, b, end] = [keyStarts[k - 1], keyStarts[k], keyStarts[k + 1]];
		let i = 0;
		while (b + i < end && a + i < b && keyBytes[a + i] === keyBytes[b + i]) i++;
		// Equal up to the shorter: the earlier must be the shorter; else its byte must be lower.
		const before = a + i === b ? b + i < end : b + i < end && keyBytes[a + i] < keyBytes[b + i];
		if (!before) return false;
	}
	return true;
}

/** The papers of key number `k`, ascending. */
export function papersOf({ starts, bytes }: Postings, k: number): number[] {
	const out: number[] = [];
	let paper = -1;
	for (let i = starts[k]; i < starts[k + 1];) {
		let gap = 0;
		let shift = 0;
		let byte: number;
		do {
			byte = bytes[i++];
			gap += (byte & 0x7f) * 2 ** shift;
			shift += 7;
		} while (byte & 0x80);
		paper += gap;
		out.push(paper);
	}
	return out;
}

/** The number of the first key not below `key`. */
function lowerBound(postings: Postings, key: Uint8Array): number {
	let lo = 0;
	let hi = keyCount(postings);
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (compareKey(postings, mid, key) < 0) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/** The papers having `key`, ascending. */
export function papersWithKey(postings: Postings, key: string): number[] {
	const wanted = utf8.encode(key);
	const k = lowerBound(postings, wanted);
	const found = k < keyCount(postings) && compareKey(postings, k, wanted) === 0;
	return found ? papersOf(postings, k) : [];
}

/** The papers having a key that starts with `prefix`, one list per key. */
export function papersWithPrefix(postings: Postings, prefix: string): number[][] {
	const wanted = utf8.encode(prefix);
	const startsWith = (k: number) => {
		const key = keyAt(postings, k);
		return (
			key.length >= wanted.length && compareBytes(key.subarray(0, wanted.length), wanted) === 0
		);
	};
	const lists: number[][] = [];
	for (let k = lowerBound(postings, wanted); k < keyCount(postings) && startsWith(k); k++)
		lists.push(papersOf(postings, k));
	return lists;
}

/** The union of `lists` of paper numbers below `papers`, ascending and distinct. */
export function distinctAscending(lists: number[][], papers: number): Uint32Array {
	if (lists.length === 1) return Uint32Array.from(lists[0]);
	const seen = new Uint8Array(papers);
	let n = 0;
	for (const list of lists)
		for (const p of list) {
			n += seen[p] ^ 1;
			seen[p] = 1;
		}
	const out = new Uint32Array(n);
	for (let p = 0, i = 0; i < n; p++) if (seen[p]) out[i++] = p;
	return out;
}
