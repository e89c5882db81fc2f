// Property-based tests (fast-check), bounded to a few seconds: the long runs are `npm run fuzz`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGap, readChunks } from '../../../etl/read/chunks.ts';
import { detectFormat } from '../../../etl/parse/detect-format.ts';
import { readArxivRecords } from '../../../etl/read/arxiv-records.ts';
import { sentenceAround } from '../../../etl/extract/quantities.ts';
import { captureFile, jsonlFile } from '../../../etl/fuzz/arbitraries.ts';
import { loadSeedCaptures } from '../../../etl/fuzz/check.ts';
import { unaccountedPapers } from '../../../etl/fuzz/unaccounted.ts';
import { parseCapture } from '../../../etl/parse/capture.ts';
import { decodeCapture, isWholeFileSkip } from '../../../etl/parse/decode.ts';
import { tempDir } from '../../temp-dir.ts';

const seeds = loadSeedCaptures(join(import.meta.dirname, '../../../seeds'), [
	'000_25b1737ed9188eca.txt',
	'002_669c3d1b1bd28893.txt'
]);
const dir = tempDir('properties-');
let files = 0;
const fileOf = (bytes: Uint8Array, suffix: string) => {
	const path = join(dir, `p${files++}${suffix}`);
	writeFileSync(path, bytes);
	return path;
};

describe('capture reading, on any input', () => {
	it('never throws, and each record seen is one listing or one skip', () => {
		const line = fc.oneof(
			fc.string({ unit: 'binary', maxLength: 260 }),
			fc.constantFrom('', '·', '  • 3 authors', 'Jul 22, 2025 4', 'Subscribe', 'new')
		);
		fc.assert(
			fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, end) => {
				const text = lines.join('\n') + (end ? '\n' : '');
				const damaged = new Map(
					lines.flatMap((l, i) => (l.length % 7 === 3 ? [[i + 1, 'bad']] : []))
				);
				const { listings, skips, seen } = parseCapture(text, 'f', damaged as never);
				expect(listings.length + skips.length).toBe(seen);
			}),
			{ numRuns: 300 }
		);
	});

	it('loses no paper to bad bytes or a cut: each is kept at its line or reported', () => {
		const inPlace = captureFile(seeds).filter((file) => file.papers !== undefined);
		fc.assert(
			fc.property(inPlace, ({ bytes, papers }) => {
				const decoded = decodeCapture(bytes, 'f.txt');
				if ('error' in decoded) return;
				const { listings, skips } = parseCapture(decoded.text, 'f.txt', decoded.damaged);
				const wholeFile = skips.some((s) => isWholeFileSkip(s.reason));
				const kept = listings.map((l) => l.line);
				expect(unaccountedPapers(papers!, kept, skips, wholeFile)).toEqual([]);
			}),
			{ numRuns: 150 }
		);
	});
});

describe('JSON Lines reading, on hostile lines', () => {
	it('sees one record per non-blank line, each kept or reported', async () => {
		await fc.assert(
			fc.asyncProperty(jsonlFile, async ({ bytes, records }) => {
				let seen = 0;
				let accounted = 0;
				for await (const batch of readArxivRecords(fileOf(bytes, '.jsonl'))) {
					seen += batch.seen ?? 0;
					accounted += batch.records.length + batch.skips.length + batch.filtered;
				}
				expect(seen).toBe(records);
				expect(accounted).toBe(seen);
			}),
			{ numRuns: 60 }
		);
	});
});

describe('gzip reading, sound or damaged', () => {
	it('gives back exactly the bytes of sound members, and never throws on damaged ones', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.uint8Array({ maxLength: 3000 }),
				fc.array(fc.nat(), { maxLength: 3 }),
				fc.option(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 }))),
				async (data, splits, flip) => {
					const points = [...new Set(splits.map((s) => s % (data.length + 1)))].sort(
						(a, b) => a - b
					);
					const bounds = [0, ...points, data.length];
					const gz = Buffer.concat(
						bounds.slice(1).map((end, i) => gzipSync(data.subarray(bounds[i], end)))
					);
					if (flip) gz[flip[0] % gz.length] ^= flip[1];
					const out: Buffer[] = [];
					let gaps = 0;
					for await (const item of readChunks(fileOf(gz, '.gz'), { chunkBytes: 512 }))
						if (isGap(item)) gaps++;
						else out.push(item);
					if (!flip) {
						expect(gaps).toBe(0);
						expect(Buffer.concat(out).equals(Buffer.from(data))).toBe(true);
					}
				}
			),
			{ numRuns: 80 }
		);
	});
});

describe('detectFormat', () => {
	it('answers for any bytes and name', () => {
		fc.assert(
			fc.property(
				fc.uint8Array({ maxLength: 400 }),
				fc.constantFrom('a.txt', 'a.jsonl', 'a'),
				(bytes, name) => {
					expect(['listing-text', 'arxiv-jsonl', 'fetch-cache', 'gzip']).toContain(
						detectFormat(bytes, name)
					);
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe('sentenceAround', () => {
	/** The definition: the last stop before, the first after, found by scanning the text. */
	function slow(text: string, start: number, end: number) {
		const before = text.slice(0, start);
		const stop = Math.max(
			before.lastIndexOf('. '),
			before.lastIndexOf('; '),
			before.lastIndexOf('! ')
		);
		const rest = text.slice(end).search(/[.;!](?:\s|$)/);
		return { start: stop === -1 ? 0 : stop + 2, end: rest === -1 ? text.length : end + rest };
	}

	it('finds the same sentence as the scan it replaces', () => {
		const text = fc
			.array(fc.constantFrom('.', ';', '!', ' ', '\n', '\u00a0', 'a', 'b'), { maxLength: 40 })
			.map((c) => c.join(''));
		fc.assert(
			fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
				const start = a % (t.length + 1);
				const end = start + (b % (t.length - start + 1));
				expect(sentenceAround(t, start, end)).toEqual(slow(t, start, end));
			}),
			{ numRuns: 2000 }
		);
	});
});
