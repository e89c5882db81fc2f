// Synthetic arXiv metadata snapshot records (JSON Lines), ids and dates spread over 2019–2026.
import { createRandom, itemSeed, type Random } from './random.ts';
import { seedPoolFor } from './seed-pool.ts';
import { syntheticPaper } from './synthetic-paper.ts';
import { monthSlot, monthTable, slotMonth } from './months.ts';

export interface ArxivCorpusOptions {
	seed?: number;
	/** First and last month of submission, `YYYY-MM`. */
	from?: string;
	to?: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Primary categories of RL papers on arXiv, roughly in proportion. */
const CATEGORIES: [string, number][] = [
	['cs.LG', 40],
	['cs.AI', 15],
	['cs.CL', 15],
	['cs.RO', 10],
	['cs.CV', 5],
	['stat.ML', 4],
	['math.OC', 3],
	['eess.SY', 3],
	['cs.MA', 2],
	['cs.GT', 2],
	['q-fin.TR', 1]
];
const SURNAMES = (
	'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Smith Johnson Kim Park Nguyen ' +
	'Müller Garcia Rossi Singh Kumar Levine Abbeel Silver Schulman Tanaka Sato Dubois Cohen Ivanov Ahmed'
).split(' ');
const INITIALS = [...'ABCDEFGHIJKLMNOPRSTWXYZ'];
const LICENSES = [
	null,
	'http://arxiv.org/licenses/nonexclusive-distrib/1.0/',
	'http://creativecommons.org/licenses/by/4.0/'
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function weighted(random: Random, table: [string, number][]): string {
	const total = table.reduce((sum, [, w]) => sum + w, 0);
	let at = random.next() * total;
	for (const [name, w] of table) if ((at -= w) < 0) return name;
	return table[table.length - 1][0];
}

/** `Mon, 2 Apr 2007 19:18:42 GMT`, as `versions[].created` writes dates. */
function rfc2822(date: Date): string {
	const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
	return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} GMT`;
}

/** Hard-wraps text at spaces, lines of at most `width` where words allow, as the snapshot does. */
function wrap(text: string, width: number, indent: string): string {
	let out = '';
	let start = 0;
	while (text.length - start > width) {
		let cut = text.lastIndexOf(' ', start + width);
		if (cut <= start) cut = text.indexOf(' ', start + width);
		if (cut < 0) break;
		out += text.slice(start, cut) + '\n' + indent;
		start = cut + 1;
	}
	return out + text.slice(start);
}

/**
 * `n` snapshot-shaped JSON lines (without newline), deterministic for a seed. Ids are unique:
 * a running number per month, as arXiv numbers its submissions.
 */
export function* arxivJsonlLines(
	n: number,
	seedTexts: readonly string[],
	options: ArxivCorpusOptions = {}
): Generator<string> {
	const pool = seedPoolFor(seedTexts);
	const seed = options.seed ?? 1;
	const table = monthTable(options.from ?? '2019-01', options.to ?? '2026-03');
	const numbers = new Array<number>(table.cumulative.length).fill(0);
	for (let i = 0; i < n; i++) {
		const random = createRandom(itemSeed(seed, i));
		let slot = monthSlot(table, random.next());
		// 5-digit numbers: a month holds at most 99,999 submissions; overflow takes the next.
		while (numbers[slot] >= 99999 && slot < numbers.length - 1) slot++;
		const number = ++numbers[slot];
		const { year, month, text: monthText } = slotMonth(table, slot);
		const paper = syntheticPaper(i, monthText, pool, random);
		const id = `${pad(year % 100)}${pad(month)}.${pad(number, 5)}`;
		const created = new Date(
			Date.UTC(year, month - 1, 1 + random.int(28), random.int(24), random.int(60), random.int(60))
		);
		const versions = [{ version: 'v1', created: rfc2822(created) }];
		if (random.chance(0.3)) {
			const later = new Date(created.getTime() + (1 + random.int(120)) * 86400000);
			versions.push({ version: 'v2', created: rfc2822(later) });
		}
		const last = new Date(Date.parse(versions[versions.length - 1].created));
		const authors = Array.from({ length: 1 + Math.min(random.int(8) + random.int(6), 30) }, () => [
			random.pick(SURNAMES),
			`${random.pick(INITIALS)}.`,
			''
		]);
		const primary = weighted(random, CATEGORIES);
		const cross = random.chance(0.5) ? [weighted(random, CATEGORIES)] : [];
		yield JSON.stringify({
			id,
			submitter: `${authors[0][1]} ${authors[0][0]}`,
			authors: authors
				.map(([last, first]) => `${first} ${last}`)
				.join(', ')
				.replace(/, ([^,]*)$/, ' and $1'),
			title: wrap(paper.title, 70, '  '),
			comments: random.chance(0.5)
				? `${8 + random.int(30)} pages, ${1 + random.int(12)} figures`
				: null,
			'journal-ref': null,
			doi: null,
			'report-no': null,
			categories: [...new Set([primary, ...cross])].join(' '),
			license: random.pick(LICENSES),
			abstract: `  ${wrap(paper.abstract, 80, '')}\n`,
			versions,
			update_date: `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`,
			authors_parsed: authors
		});
	}
}
