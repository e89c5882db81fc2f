// Synthetic listing captures in the spaced layout, with the metadata real captures carry.
import { createRandom, itemSeed, type Random } from './random.ts';
import { seedPoolFor, type SeedPool } from './seed-pool.ts';
import { syntheticPaper } from './synthetic-paper.ts';
import { monthSlot, monthTable, slotMonth, type MonthTable } from './months.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface ListingCorpusOptions {
	seed?: number;
	/** Papers per capture file (real captures hold a few hundred). */
	perCapture?: number;
	/** Share of listings that repeat an earlier paper, as captures overlap (~8% in the seeds). */
	repeatShare?: number;
}

export interface Capture {
	name: string;
	text: string;
	/** Listings in this capture. */
	papers: number;
}

function header(random: Random): string {
	const date = `${random.pick(MONTHS)} ${1 + random.int(28)}`;
	return `new\n\nGet trending papers in your email inbox!\n\nSubscribe\n\nDaily Papers\n\nbyAK and the research community\n\n${date}\n\n`;
}

/** Metadata lines under the abstract: organisation or author count, `·`, date and votes. */
function metadata(random: Random, pool: SeedPool, year: number, month: number): string {
	if (random.chance(0.15)) return '';
	const who =
		random.chance(0.25) && pool.organizations.length > 0
			? random.pick(pool.organizations)
			: `  • ${1 + random.int(random.chance(0.1) ? 40 : 12)} authors`;
	const date = `${MONTHS[month - 1]} ${1 + random.int(28)}, ${year}`;
	const votes = random.chance(0.5) ? ` ${1 + random.int(60)}` : '';
	return `${who}\n·\n${date}${votes}\n\n`;
}

/** Listing `index` of the corpus; a repeat shows an earlier paper again, metadata and all. */
function listing(
	index: number,
	seed: number,
	pool: SeedPool,
	months: MonthTable,
	repeatShare: number
): string {
	const chooser = createRandom(itemSeed(seed ^ 0x5eed, index));
	const paperIndex = index > 0 && chooser.chance(repeatShare) ? chooser.int(index) : index;
	const random = createRandom(itemSeed(seed, paperIndex));
	const { year, month, text } = slotMonth(months, monthSlot(months, random.next()));
	const paper = syntheticPaper(paperIndex, text, pool, random);
	return `${paper.title}\n\n${paper.abstract}\n\n${metadata(random, pool, year, month)}`;
}

/**
 * `n` listings as capture texts of `perCapture` papers each, deterministic for a seed: the
 * same arguments give the same bytes. Captures are made one at a time (memory: one capture).
 */
export function* generateListingCorpus(
	n: number,
	seedTexts: readonly string[],
	options: ListingCorpusOptions = {}
): Generator<Capture> {
	const pool = seedPoolFor(seedTexts);
	const seed = options.seed ?? 1;
	const perCapture = options.perCapture ?? 500;
	const repeatShare = options.repeatShare ?? 0.08;
	const months = monthTable('2019-01', '2026-03');
	const files = Math.ceil(n / perCapture);
	const width = Math.max(4, String(files).length);
	for (let file = 0; file < files; file++) {
		const first = file * perCapture;
		const count = Math.min(perCapture, n - first);
		let text = header(createRandom(itemSeed(seed ^ 0xcafe, file)));
		for (let i = first; i < first + count; i++) text += listing(i, seed, pool, months, repeatShare);
		yield { name: `bench_${String(file).padStart(width, '0')}.txt`, text, papers: count };
	}
}
