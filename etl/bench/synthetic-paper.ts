// One synthetic paper: a unique coined name, a seed title tail, recombined seed sentences that
// could all have been written by the paper's month.
import type { Random } from './random.ts';
import { writableBy, type Dated, type SeedPool } from './seed-pool.ts';

const CONSONANTS = 'bcdfghklmnprstvz';
const VOWELS = 'aeiou';
/** 80 two-letter syllables: names of fixed width are unique per index, by construction. */
const SYLLABLES = [...CONSONANTS].flatMap((c) => [...VOWELS].map((v) => c + v));
const SUFFIXES = ['', '', '', '-RL', '-R1', 'Zero', '-PO', 'Bench', '-Agent', '-VL', 'Reasoner'];
const NAME_SPACE = SYLLABLES.length ** 4;
/** Coprime with 80, so `index * STRIDE mod 80^4` visits every name once: a scrambled order. */
const STRIDE = 7_919;
const MIN_ABSTRACT_CHARS = 500;

/** A pronounceable name unique to `index` for indexes below 80^4 (about 41 million). */
export function coinedName(index: number): string {
	if (!Number.isInteger(index) || index < 0 || index >= NAME_SPACE) {
		throw new Error(`coinedName: index out of range: ${index}`);
	}
	let rest = (index * STRIDE) % NAME_SPACE;
	let name = '';
	for (let i = 0; i < 4; i++) {
		name += SYLLABLES[rest % SYLLABLES.length];
		rest = Math.floor(rest / SYLLABLES.length);
	}
	return name[0].toUpperCase() + name.slice(1);
}

export interface SyntheticPaper {
	title: string;
	abstract: string;
}

function pickBy(items: readonly Dated[], month: string, random: Random): string {
	return items[random.int(writableBy(items, month))].text;
}

/**
 * A paper for `index`, written in `month` (`YYYY-MM`): its coined name makes the title unique,
 * its sentences come from seeds and name no artifact released after that month.
 */
export function syntheticPaper(
	index: number,
	month: string,
	pool: SeedPool,
	random: Random
): SyntheticPaper {
	const name = coinedName(index) + random.pick(SUFFIXES);
	const tail = pickBy(pool.titleTails, month, random);
	const title = random.chance(0.7) ? `${name}: ${tail}` : `${tail} with ${name}`;
	const count = Math.max(3, random.pick(pool.sentenceCounts));
	const sentences = [pickBy(pool.openings, month, random)];
	const introduceAt = 1 + random.int(count - 2);
	for (let i = 1; i < count - 1; i++) {
		sentences.push(
			i === introduceAt ? `We introduce ${name}.` : pickBy(pool.middles, month, random)
		);
	}
	// Real abstracts run to several hundred characters; a short draw gets more sentences.
	let length = sentences.reduce((sum, sentence) => sum + sentence.length + 1, 0);
	while (length < MIN_ABSTRACT_CHARS) {
		const more = pickBy(pool.middles, month, random);
		sentences.push(more);
		length += more.length + 1;
	}
	sentences.push(pickBy(pool.closings, month, random));
	return { title, abstract: sentences.join(' ') };
}
