// Regressions of issue 15: damage in a capture costs the records it touches, each reported.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSource, type SourceBatch } from '../../../etl/read/sources.ts';
import { tempDir } from '../../temp-dir.ts';

const seeds = join(import.meta.dirname, '../../../seeds');
const CAPTURE = '001_dc00aadb2a0f45e8.txt'; // 194 papers, 272,715 bytes
const seed = readFileSync(join(seeds, CAPTURE));
const dir = tempDir('damage-');

async function read(name: string, bytes: Uint8Array): Promise<Required<SourceBatch>> {
	const path = join(dir, name);
	writeFileSync(path, bytes);
	const total = {
		records: [],
		skips: [],
		filtered: 0,
		seen: 0,
		bytesRead: 0,
		warnings: []
	} as Required<SourceBatch>;
	for await (const batch of readSource(path, { manifests: new Map() })) {
		total.records.push(...batch.records);
		total.skips.push(...batch.skips);
		total.filtered += batch.filtered;
		total.seen += batch.seen ?? 0;
		total.warnings.push(...(batch.warnings ?? []));
	}
	return total;
}

const withByte = (at: number, value: number) => {
	const copy = Buffer.from(seed);
	copy[at] = value;
	return copy;
};

describe('a capture with a bad byte (issue 15, reproduction 2)', () => {
	// Byte 150,000 lies in the abstract on line 218, of the paper titled on line 217.
	for (const [what, value, reason] of [
		['0xFF', 0xff, 'invalid UTF-8 on line 218'],
		['NUL', 0x00, 'NUL byte on line 218']
	] as const) {
		it(`${what} at byte 150,000 costs that paper only, reported at its title`, async () => {
			const { records, skips, seen } = await read(`${what}.txt`, withByte(150_000, value));
			expect(records).toHaveLength(193);
			expect(skips).toEqual([
				{ file: `${what}.txt`, line: 217, reason: `${reason} (the paper is left out)` }
			]);
			expect(seen).toBe(194);
		});
	}

	it('a gzip of the capture cut in half keeps the papers before the cut, reporting the cut', async () => {
		const whole = gzipSync(seed);
		const { records, skips, seen } = await read('cut.txt.gz', whole.subarray(0, whole.length / 2));
		expect(records.length).toBeGreaterThan(80);
		expect(skips).toHaveLength(1);
		expect(skips[0].reason).toMatch(
			/^gzip data cut short in the gzip member at byte 0: what it held up to the cut is kept/
		);
		expect(seen).toBe(records.length + 1);
		// What was kept is what the capture says, to the character.
		const text = seed.toString('utf8');
		for (const record of records) expect(text).toContain(record.abstract);
	});

	it('a corrupt gzip member costs its own papers; the members after it are read', async () => {
		const lines = seed.toString('utf8').split('\n');
		const third = Math.floor(lines.length / 3);
		const thirds = [0, third, 2 * third].map(
			(from, i) => lines.slice(from, i === 2 ? undefined : from + third).join('\n') + '\n'
		);
		const members = thirds.map((part) => gzipSync(part));
		const middle = Buffer.from(members[1]);
		middle[Math.floor(middle.length / 2)] ^= 0xff;
		const { records, skips } = await read(
			'members.txt.gz',
			Buffer.concat([members[0], middle, members[2]])
		);
		const after = thirds[2];
		const fromLast = records.filter((r) => after.includes(r.abstract));
		expect(fromLast.length).toBeGreaterThan(50);
		expect(skips.some((s) => /reading resumed at byte/.test(s.reason))).toBe(true);
	});
});

describe('a capture cut short (issue 15, reproduction 3)', () => {
	it('`head -c 82183` of the first seed reports its last record, cut mid-word', async () => {
		const first = readFileSync(join(seeds, '000_25b1737ed9188eca.txt')).subarray(0, 82183);
		const { records, skips, seen } = await read('head.txt', first);
		expect(skips).toEqual([
			{ file: 'head.txt', line: 205, reason: 'truncated last record: the file ends mid-abstract' }
		]);
		expect(records).toHaveLength(48);
		expect(seen).toBe(49);
	});

	it('a whole capture without a final line break is not reported as cut', async () => {
		const whole = readFileSync(join(seeds, '000_25b1737ed9188eca.txt'));
		expect(whole.at(-1)).not.toBe(0x0a);
		const { records, skips } = await read('whole.txt', whole);
		expect(skips).toEqual([]);
		expect(records).toHaveLength(70);
	});
});
