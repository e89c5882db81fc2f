// The scaled corpus: N papers in the digest shape of the real sample, each a real paper's text
// renamed and re-numbered, dated in order over several years (more papers each month), with
// unique arXiv ids and titles. Deterministic: the same sample, n and seed give the same lines.
import { createAdoption } from './adoption.ts';
import { monthSlot, monthTable, slotMonth } from './months.ts';
import { coinName } from './name-coinage.ts';
import { createRandom, itemSeed } from './random.ts';
import type { SampleTemplates } from './sample-templates.ts';
import { rewriteRecord } from './rewrite-record.ts';
import { scaledText } from './scaled-paper.ts';
import { TitleKeys } from './title-keys.ts';
import { swapTitleWord } from './vary-title.ts';

export interface ScaledCorpusOptions {
	seed?: number;
	/** First and last month of submission, `YYYY-MM`. */
	from?: string;
	to?: string;
	/** Share of a rare name's uses (outside a paper's own names) that coin a new name. */
	freshShare?: number;
}

/** arXiv numbers a month's papers with five digits. */
const PER_MONTH = 99_999;
/** Word swaps tried before a title gets a new name in front ("Name: title"). */
const SWAPS = 8;
const USES_REMEMBERED = 1 << 17;
const WARM_UP = 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `n` JSON lines (without newline), streamed: memory holds the sample, not the corpus. */
export function* scaledJsonlLines(
	n: number,
	sample: SampleTemplates,
	options: ScaledCorpusOptions = {}
): Generator<string> {
	const seed = options.seed ?? 1;
	// Growth of 3% a month: about eight times the papers at the end of six years.
	const months = monthTable(options.from ?? '2020-01', options.to ?? '2025-12', 1.03);
	// The n papers fall on months in order: paper i at the quantile (i + ½) / n.
	const slotOf = (i: number) => monthSlot(months, (i + 0.5) / n);
	const numbered = new Array<number>(months.cumulative.length).fill(0);
	for (let i = 0; i < n; i++) {
		if (++numbered[slotOf(i)] > PER_MONTH) {
			throw new Error(`more than ${PER_MONTH} papers in one month: ask for fewer or more months`);
		}
	}
	numbered.fill(0);
	const adoption = createAdoption({
		freshShare: options.freshShare ?? 0.4,
		capacity: USES_REMEMBERED,
		warmUp: WARM_UP,
		coin: (kind, index, length) => coinName(kind, index, length, sample.acronymLetters)
	});
	const titles = new TitleKeys();
	for (let i = 0; i < n; i++) {
		const random = createRandom(itemSeed(seed, i));
		// In date order, so a name is only ever adopted after it was coined.
		const slot = slotOf(i);
		numbered[slot]++;
		const { year, month } = slotMonth(months, slot);
		const id = `${pad(year % 100)}${pad(month)}.${pad(numbered[slot], 5)}`;
		const template = sample.papers[random.int(sample.papers.length)];
		const text = scaledText(template, sample, adoption, random);
		let title = text.title;
		for (let attempt = 0; !titles.add(title); attempt++) {
			const swapped = attempt < SWAPS ? swapTitleWord(title, sample.titleWords, random) : null;
			title = swapped ?? `${adoption.name('word', 0, random, { fresh: true })}: ${text.title}`;
		}
		yield JSON.stringify(
			rewriteRecord(template.paper.record, { id, title, summary: text.summary })
		);
	}
}
