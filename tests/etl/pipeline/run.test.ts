import { createHash } from 'node:crypto';
import { copyFile, readFile, readdir, rm, writeFile, cp } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { describe, expect, it } from 'vitest';
import { runEtl } from '../../../etl/pipeline/run.ts';
import { tempDir } from '../../temp-dir.ts';

const seeds = join(import.meta.dirname, '../../../seeds');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readPapers(path: string) {
	const bytes = await readFile(path);
	const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
	return {
		bytes,
		rows: (await parquetReadObjects({ file, compressors })) as Record<string, any>[]
	};
}

describe('runEtl over the bundled seeds', () => {
	it('keeps every listing, merges duplicates, resolves year-less dates, and is deterministic', async () => {
		const dir = tempDir('run-');
		const first = await runEtl({ inputs: [seeds], out: join(dir, 'a.parquet'), workers: 0 });
		expect(first.records + first.skips.length).toBe(546);
		expect(first.skips).toEqual([]);
		expect(first.staged).toBe(first.records);
		expect(first.papers).toBe(498);
		expect(first.duplicatesMerged).toBe(546 - 498);
		// Every bundled capture whose dates lack a year has its capture date in the manifest.
		expect(first.warnings).toEqual([]);

		const { bytes, rows } = await readPapers(join(dir, 'a.parquet'));
		expect(rows).toHaveLength(498);
		expect(rows.reduce((n, r) => n + r.sources.length, 0)).toBe(546);
		// "Reuse your FLOPs" is listed "Jan 26" in the capture saved on 2026-04-16.
		const reuse = rows.find((r) => r.title.startsWith('Reuse your FLOPs'))!;
		expect(reuse.published).toEqual(new Date('2026-01-26T00:00:00Z'));
		expect(reuse.date_source).toBe('listing');
		expect(rows.filter((r) => r.date_source === 'listing').length).toBe(61);
		for (const row of rows) {
			for (const m of row.mentions) {
				const text = m.field === 'title' ? row.title : row.abstract;
				expect(m.start).toBeGreaterThanOrEqual(0);
				expect(m.end).toBeLessThanOrEqual(text.length);
			}
		}

		// Threads and a second run change nothing, to the byte.
		const second = await runEtl({
			inputs: [seeds],
			out: join(dir, 'b.parquet'),
			workers: 2,
			batchSize: 50
		});
		expect(second.papers).toBe(498);
		expect(sha(await readFile(join(dir, 'b.parquet')))).toBe(sha(bytes));
	}, 60_000);

	it('warns, naming the file, when year-less dates meet a capture without a capture date', async () => {
		const dir = tempDir('run-');
		const name = (await readdir(seeds)).find((n) => n.startsWith('002_'))!;
		await copyFile(join(seeds, name), join(dir, name));
		const run = await runEtl({ inputs: [dir], out: join(dir, 'out.parquet'), workers: 0 });
		expect(run.warnings).toHaveLength(1);
		expect(run.warnings[0]).toMatch(new RegExp(`^${name}: \\d+ listing dates have no year`));
	});

	it('reads an arXiv dump beside listings and unites a paper found in both', async () => {
		const dir = tempDir('run-arxiv-');
		await cp(join(seeds, '000_25b1737ed9188eca.txt'), join(dir, 'listing.txt'));
		const listing = await readFile(join(dir, 'listing.txt'), 'utf8');
		const title = listing.split('\n').find((l) => l.startsWith('WirelessMathLM'))!;
		const dump = [
			{
				id: '2509.23219',
				title,
				abstract: 'An abstract from arXiv about GRPO.',
				categories: 'cs.LG cs.AI',
				versions: [{ version: 'v1', created: 'Sat, 27 Sep 2025 10:00:00 GMT' }]
			},
			{
				id: '2401.00001',
				title: 'Off Topic Paper',
				abstract: 'About graphs.',
				categories: 'math.CO',
				versions: [{ version: 'v1', created: 'Mon, 1 Jan 2024 10:00:00 GMT' }]
			}
		];
		await writeFile(
			join(dir, 'dump.jsonl'),
			dump.map((d) => JSON.stringify(d)).join('\n') + '\n{broken\n'
		);
		const summary = await runEtl({
			inputs: [dir],
			out: join(dir, 'out.parquet'),
			workers: 0,
			filter: { categories: ['cs'] }
		});
		expect(summary.filtered).toBe(1);
		expect(summary.skips.map((s) => [s.file, s.line])).toEqual([['dump.jsonl', 3]]);
		const { rows } = await readPapers(join(dir, 'out.parquet'));
		const united = rows.find((r) => r.title === title)!;
		expect(united.arxiv_id).toBe('2509.23219');
		expect(united.date_source).toBe('arxiv');
		expect(united.published).toEqual(new Date('2025-09-27T00:00:00Z'));
		expect(united.sources).toEqual([{ file: 'listing.txt', rank: 1, captured: null }]);
		expect(rows.some((r) => r.title === 'Off Topic Paper')).toBe(false);
	}, 60_000);

	it('reads gzipped listing captures as their text, with the manifest facts of the text', async () => {
		const dir = tempDir('run-gz-');
		const gz = join(dir, 'seeds');
		await cp(seeds, gz, { recursive: true });
		for (const name of (await readdir(gz)).filter((n) => n.endsWith('.txt'))) {
			const path = join(gz, name);
			await writeFile(`${path}.gz`, gzipSync(await readFile(path)));
			await rm(path);
		}
		await writeFile(join(gz, 'broken.txt.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
		const result = await runEtl({ inputs: [gz], out: join(dir, 'p.parquet'), workers: 0 });
		expect(result.records).toBe(546);
		expect(result.papers).toBe(498);
		expect(result.skips).toEqual([
			{
				file: 'broken.txt.gz',
				line: 1,
				reason: '7 bytes from byte 0 are not gzip data; nothing after it could be read'
			}
		]);
		const { rows } = await readPapers(join(dir, 'p.parquet'));
		expect(rows.filter((r) => r.date_source === 'listing').length).toBe(61);
	}, 60_000);
});
