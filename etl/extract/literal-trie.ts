// The literal names of many scans in one trie of UTF-16 units: from a position, one walk down
// the text finds every name that starts there, whatever the number of names. The trie is a
// table (node × unit class → node) over the few distinct units the names use, so each step of
// a walk is two array reads.

/** A name as one scan knows it. */
export interface TrieEntry {
	scan: number;
	literal: string;
}

const ROOT = 1;

export class LiteralTrie<E extends TrieEntry> {
	/** Each UTF-16 unit's class: 0 for a unit no name holds (a walk stops there). */
	private readonly classOf = new Uint16Array(0x10000);
	private readonly classes: number;
	/** `next[node * classes + class]`: the child, or 0 (none). Nodes are numbered from 1. */
	private readonly next: Int32Array;
	/** The entries that end at a node, per node. */
	private readonly ends: (E[] | undefined)[] = [];
	readonly size: number;

	constructor(entries: readonly E[]) {
		let classes = 1;
		for (const { literal } of entries)
			for (let i = 0; i < literal.length; i++) {
				const unit = literal.charCodeAt(i);
				if (this.classOf[unit] === 0) this.classOf[unit] = classes++;
			}
		this.classes = classes;
		// Built with maps, then laid out as the table.
		const children: Map<number, number>[] = [new Map(), new Map()];
		for (const entry of entries) {
			const { literal } = entry;
			if (literal.length === 0) continue;
			let node = ROOT;
			for (let i = 0; i < literal.length; i++) {
				const unit = this.classOf[literal.charCodeAt(i)];
				let child = children[node].get(unit);
				if (child === undefined) {
					child = children.length;
					children.push(new Map());
					children[node].set(unit, child);
				}
				node = child;
			}
			(this.ends[node] ??= []).push(entry);
		}
		this.next = new Int32Array(children.length * classes);
		children.forEach((map, node) => {
			for (const [unit, child] of map) this.next[node * classes + unit] = child;
		});
		this.size = entries.length;
	}

	/** Does some name start with this UTF-16 unit? A walk from a unit that starts none finds
	 * nothing: most word starts of a text are settled by this one read, without a walk. */
	startsWith(unit: number): boolean {
		return this.next[ROOT * this.classes + this.classOf[unit]] !== 0;
	}

	/**
	 * The entries whose literal `haystack` holds at `start`, longest first (entries of one
	 * length in the order given): written to `out`, returns how many groups were found.
	 */
	walk(haystack: string, start: number, out: E[][]): number {
		const { classOf, classes, next, ends } = this;
		let found = 0;
		let node = ROOT;
		for (let i = start; i < haystack.length; i++) {
			const unit = classOf[haystack.charCodeAt(i)];
			if (unit === 0) break;
			node = next[node * classes + unit];
			if (node === 0) break;
			const here = ends[node];
			if (here !== undefined) out[found++] = here;
		}
		// Deepest first.
		for (let a = 0, b = found - 1; a < b; a++, b--) {
			const t = out[a];
			out[a] = out[b];
			out[b] = t;
		}
		return found;
	}
}
