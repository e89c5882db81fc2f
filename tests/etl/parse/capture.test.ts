import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, parseCapture } from '../../../etl/parse/capture.ts';
import { decodeCapture } from '../../../etl/parse/decode.ts';
import { paperId } from '../../../etl/parse/paper-id.ts';

const fixtures = join(import.meta.dirname, '../../fixtures/parse');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const parse = (text: string) => parseCapture(text, 'f.txt');

describe('parseCapture, spaced layout', () => {
	it('matches the golden listings: chrome dropped, metadata read', () => {
		const { listings, skips } = parse(read('spaced.txt'));
		const expected = JSON.parse(read('spaced.expected.json'));
		expect(skips).toEqual([]);
		expect(
			listings.map(({ rank, line, title, organization, authors_count, votes, date }) => ({
				rank,
				line,
				title,
				organization,
				authors_count,
				votes,
				date
			}))
		).toEqual(expected);
		expect(listings[0].abstract).toMatch(/^We scale proximal policy optimization/);
	});
});

describe('parseCapture, compact layout', () => {
	it('cuts chrome glued to a title, keeps question titles, skips a title without abstract', () => {
		const { listings, skips } = parse(read('compact.txt'));
		expect(listings.map((l) => l.title)).toEqual([
			'SimpleRL-Zoo: Taming Zero RL',
			'Can Text-to-Image Models Generate Goals?',
			'Another Title'
		]);
		expect(listings.map((l) => [l.rank, l.line])).toEqual([
			[1, 3],
			[2, 5],
			[3, 8]
		]);
		expect(skips).toEqual([{ file: 'f.txt', line: 7, reason: 'title without abstract' }]);
	});
});

describe('parseCapture, damaged input', () => {
	const abstract =
		'An abstract that is long enough to be read as prose by the parser, with a full stop.';

	it('reports a truncated last record once', () => {
		const { listings, skips } = parse(`First Paper\n${abstract}\nSecond Paper\n`);
		expect(listings).toHaveLength(1);
		expect(skips).toEqual([
			{ file: 'f.txt', line: 3, reason: 'truncated last record: title without abstract' }
		]);
	});

	it('reports an abstract cut mid-sentence at the end once', () => {
		const { skips } = parse(`First Paper\n${abstract}\nSecond Paper\nWe study how the`);
		expect(skips).toEqual([
			{ file: 'f.txt', line: 3, reason: 'truncated last record: abstract cut short' }
		]);
	});

	it('skips a 10 MB line with its size and goes on, in linear time', () => {
		const huge = 'x'.repeat(10 * 1024 * 1024);
		const start = performance.now();
		const { listings, skips } = parse(`Big One\n${huge}\nSmall One\n${abstract}\n`);
		expect(performance.now() - start).toBeLessThan(2000);
		expect(listings.map((l) => l.title)).toEqual(['Small One']);
		expect(skips).toHaveLength(1);
		expect(skips[0].line).toBe(1);
		expect(skips[0].reason).toContain(`limit ${MAX_LINE_CHARS.toLocaleString('en')}`);
	});

	it('reports an abstract without a title', () => {
		const { skips } = parse(`${abstract}\nA Title\n${abstract}\n`);
		expect(skips).toEqual([{ file: 'f.txt', line: 1, reason: 'abstract without a title' }]);
	});

	it('reads CRLF and a BOM the same as LF', () => {
		const lf = read('spaced.txt');
		const bytes = new TextEncoder().encode('\uFEFF' + lf.replace(/\n/g, '\r\n'));
		const decoded = decodeCapture(bytes, 'f.txt');
		expect('text' in decoded && parse(decoded.text)).toEqual(parse(lf));
	});
});

describe('parseCapture on the bundled seeds', () => {
	const seeds = join(import.meta.dirname, '../../../seeds');
	// Expected counts come from the files themselves, independently of the parser: in every
	// capture an abstract is the one kind of line of 200+ characters (titles are < 150), so
	// `awk 'length($0) >= 200' FILE | wc -l` counts its papers: 70, 194, 67, 120, 95.
	const expected: Record<string, number> = {
		'000_25b1737ed9188eca.txt': 70,
		'001_dc00aadb2a0f45e8.txt': 194,
		'002_669c3d1b1bd28893.txt': 67,
		'003_bd93475ade40b31d.txt': 120,
		'004_cbd9799576d5eeb4.txt': 95
	};

	it('reads every paper of every capture, with no skips', () => {
		const ids = new Set<string>();
		for (const file of readdirSync(seeds).filter((f) => f.endsWith('.txt'))) {
			const decoded = decodeCapture(readFileSync(join(seeds, file)), file);
			if (!('text' in decoded)) throw new Error(decoded.error.reason);
			const { listings, skips } = parseCapture(decoded.text, file);
			const longLines = decoded.text.split('\n').filter((l) => l.length >= 200).length;
			expect(longLines).toBe(expected[file]);
			expect(listings.length + skips.length).toBe(longLines);
			expect(skips).toEqual([]);
			for (const l of listings) ids.add(paperId(l.title));
			expect(listings.every((l) => !/^(Subscribe|Get trending|Daily Papers)/.test(l.title))).toBe(
				true
			);
		}
		expect(ids.size).toBe(498);
	});
});
