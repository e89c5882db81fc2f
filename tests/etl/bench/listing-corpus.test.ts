import { describe, expect, it } from 'vitest';
import { generateListingCorpus } from '../../../etl/bench/listing-corpus.ts';
import { parseCapture } from '../../../etl/parse/capture.ts';
import { SEED_TEXTS } from './seed-texts.ts';

const captures = [...generateListingCorpus(1200, SEED_TEXTS, { seed: 5, perCapture: 500 })];

/** Titles as the spaced layout places them: the line above an abstract line. */
function titles(text: string): string[] {
	const lines = text.split('\n');
	return lines.filter(
		(_, i) => i + 2 < lines.length && lines[i + 2].length > 200 && lines[i] !== ''
	);
}

describe('generateListingCorpus', () => {
	it('splits n listings into captures of perCapture', () => {
		expect(captures.map((c) => c.papers)).toEqual([500, 500, 200]);
		expect(captures.map((c) => c.name)).toEqual([
			'bench_0000.txt',
			'bench_0001.txt',
			'bench_0002.txt'
		]);
		expect(captures.map((c) => titles(c.text).length)).toEqual([500, 500, 200]);
	});

	it('is deterministic for a seed, and differs for another', () => {
		const again = [...generateListingCorpus(1200, SEED_TEXTS, { seed: 5, perCapture: 500 })];
		expect(again.map((c) => c.text)).toEqual(captures.map((c) => c.text));
		const other = [...generateListingCorpus(10, SEED_TEXTS, { seed: 6 })];
		expect(other[0].text).not.toBe(captures[0].text.slice(0, other[0].text.length));
	});

	it('starts each capture with page chrome and writes metadata as real captures do', () => {
		const text = captures[0].text;
		expect(
			text.startsWith('new\n\nGet trending papers in your email inbox!\n\nSubscribe\n\n')
		).toBe(true);
		expect(text).toMatch(/\n {2}• \d+ authors\n·\n[A-Z][a-z]{2} \d{1,2}, 20\d\d( \d+)?\n/);
		const dated = text.match(/\n·\n/g)?.length ?? 0;
		expect(dated).toBeGreaterThan(350);
		expect(dated).toBeLessThan(500);
	});

	it('repeats about 8% of papers, as overlapping captures do', () => {
		const all = captures.flatMap((c) => titles(c.text));
		const repeats = all.length - new Set(all).size;
		expect(repeats).toBeGreaterThan(40);
		expect(repeats).toBeLessThan(160);
	});

	it('is read back by the listing parser: every listing, no skips, dates as written', () => {
		for (const capture of captures) {
			const parsed = parseCapture(capture.text, capture.name);
			expect(parsed.skips).toEqual([]);
			expect(parsed.listings).toHaveLength(capture.papers);
			const dated = parsed.listings.filter((l) => l.date !== null);
			expect(dated.length).toBe(capture.text.match(/\n·\n/g)?.length);
			expect(dated.every((l) => l.date!.year! >= 2019 && l.date!.year! <= 2026)).toBe(true);
		}
	});
});
