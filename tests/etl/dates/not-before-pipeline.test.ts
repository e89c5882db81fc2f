// The property on real data through the real path: every dated seed listing, parsed by the
// listing parser and read by the extractor, gets a bound no later than its listing date.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notBefore } from '../../../etl/dates/not-before.ts';
import { ARTIFACT_INDEX, extract } from '../bundled-vocabulary.ts';
import { readSource } from '../../../etl/read/sources.ts';
import type { PaperRecord } from '../../../etl/types.ts';

async function seedRecords(): Promise<PaperRecord[]> {
	const records: PaperRecord[] = [];
	const manifests = new Map();
	for (const name of readdirSync('seeds').filter((n) => n.endsWith('.txt'))) {
		for await (const batch of readSource(join('seeds', name), { manifests })) {
			records.push(...batch.records);
		}
	}
	return records;
}

describe('property on the seeds: a bound never falls after a listing date', () => {
	it('holds for every dated seed listing with its extracted features', async () => {
		const dated = (await seedRecords()).filter((r) => r.published !== null);
		expect(dated.length).toBeGreaterThanOrEqual(55);
		let bounded = 0;
		for (const record of dated) {
			const bound = notBefore(extract(record.title, record.abstract), ARTIFACT_INDEX);
			if (!bound) continue;
			bounded++;
			expect(bound.date <= record.published!, `${record.title}: ${bound.because}`).toBe(true);
		}
		expect(bounded).toBeGreaterThanOrEqual(20);
	});
});
