import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTemplates } from '../../../etl/bench/sample-templates.ts';
import { scaledJsonlLines } from '../../../etl/bench/scaled-corpus.ts';
import {
	generateArxivJsonl,
	generateScaledJsonl,
	writeListingCorpus
} from '../../../etl/bench/write-corpus.ts';
import { EXCERPT } from './sample-excerpt.ts';
import { SEED_TEXTS } from './seed-texts.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('bench-write-');

describe('generateArxivJsonl', () => {
	it('streams n lines to a file, byte-identical for the same seed, no temp file left', async () => {
		const a = await generateArxivJsonl(2500, SEED_TEXTS, { out: join(dir, 'a.jsonl'), seed: 3 });
		const b = await generateArxivJsonl(2500, SEED_TEXTS, { out: join(dir, 'b.jsonl'), seed: 3 });
		const bytes = readFileSync(a.path);
		expect(bytes.equals(readFileSync(b.path))).toBe(true);
		expect(a).toEqual({ path: join(dir, 'a.jsonl'), papers: 2500, bytes: bytes.length });
		expect(bytes.toString('utf8').split('\n')).toHaveLength(2501);
		expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
		// The first call builds the seed pool, dating every seed sentence with the extractor.
	}, 60_000);

	it('gzips the same bytes when asked', async () => {
		const plain = await generateArxivJsonl(800, SEED_TEXTS, { out: join(dir, 'p.jsonl'), seed: 9 });
		const zipped = await generateArxivJsonl(800, SEED_TEXTS, {
			out: join(dir, 'p.jsonl.gz'),
			seed: 9,
			gzip: true
		});
		const inflated = gunzipSync(readFileSync(zipped.path));
		expect(inflated.equals(readFileSync(plain.path))).toBe(true);
		expect(zipped.bytes).toBe(plain.bytes);
	});
});

describe('generateScaledJsonl', () => {
	it('streams the scaled lines to a file, gzipped when asked, no temp file left', async () => {
		const sample = buildTemplates(EXCERPT);
		const out = join(dir, 'scaled.jsonl.gz');
		const result = await generateScaledJsonl(1200, sample, { out, seed: 2, gzip: true });
		const expected = [...scaledJsonlLines(1200, sample, { seed: 2 })].join('\n') + '\n';
		expect(gunzipSync(readFileSync(out)).toString('utf8')).toBe(expected);
		expect(result).toEqual({ path: out, papers: 1200, bytes: Buffer.byteLength(expected) });
		expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
	});
});

describe('writeListingCorpus', () => {
	it('writes one file per capture and counts papers and bytes', async () => {
		const out = join(dir, 'listing');
		const result = await writeListingCorpus(out, 1100, SEED_TEXTS, { seed: 2, perCapture: 400 });
		expect(readdirSync(out).sort()).toEqual(['bench_0000.txt', 'bench_0001.txt', 'bench_0002.txt']);
		expect(result).toMatchObject({ path: out, papers: 1100, files: 3 });
		const total = readdirSync(out).reduce((sum, f) => sum + readFileSync(join(out, f)).length, 0);
		expect(result.bytes).toBe(total);
	});
});
