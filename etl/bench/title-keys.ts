// The titles a scaled corpus has written, as the ETL tells papers apart (the normalised title),
// kept as 32-bit hashes in an open-addressing table: about 8 bytes a paper at a million papers.
// Two titles with the same hash count as the same: the caller only varies a title once more.
import { normaliseTitle } from '../parse/paper-id.ts';

/** FNV-1a over UTF-16 code units, never 0 (0 marks an empty slot). */
function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
	return h >>> 0 || 1;
}

export class TitleKeys {
	private slots = new Uint32Array(1 << 16);
	private count = 0;

	get size(): number {
		return this.count;
	}

	/** Adds the title's key; false when it (or one with the same hash) was there. */
	add(title: string): boolean {
		if ((this.count + 1) * 2 > this.slots.length) this.grow();
		return this.insert(this.slots, hash(normaliseTitle(title)));
	}

	private insert(slots: Uint32Array, key: number): boolean {
		const mask = slots.length - 1;
		for (let i = key & mask; ; i = (i + 1) & mask) {
			if (slots[i] === key) return false;
			if (slots[i] === 0) {
				slots[i] = key;
				if (slots === this.slots) this.count++;
				return true;
			}
		}
	}

	private grow(): void {
		const bigger = new Uint32Array(this.slots.length * 2);
		for (const key of this.slots) if (key !== 0) this.insert(bigger, key);
		this.slots = bigger;
	}
}
