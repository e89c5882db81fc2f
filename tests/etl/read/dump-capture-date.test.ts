// A capture date in the manifest bounds an arXiv-shaped dump's papers from above, as it does a
// listing page's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../../etl/read/sources.ts';

const record = (title: string) =>
	JSON.stringify({ title, summary: 'We study exploration in sparse-reward tasks.' });

async function capturedOf(manifest: object | null): Promise<(string | null | undefined)[]> {
	const dir = mkdtempSync(join(tmpdir(), 'dump-captured-'));
	const path = join(dir, 'listing.jsonl');
	writeFileSync(path, [record('First Paper'), record('Second Paper')].join('\n') + '\n');
	if (manifest) writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
	const captured: (string | null | undefined)[] = [];
	for await (const batch of readSource(path, { manifests: new Map() }))
		captured.push(...batch.records.map((r) => r.captured));
	return captured;
}

describe('a dump with a capture date', () => {
	it('gives every paper of the dump that date as its upper bound', async () => {
		expect(await capturedOf({ captures: { 'listing.jsonl': { captured: '2025-07-01' } } })).toEqual(
			['2025-07-01', '2025-07-01']
		);
	});

	it('leaves the papers unbounded without one', async () => {
		expect(await capturedOf(null)).toEqual([undefined, undefined]);
		expect(await capturedOf({ captures: { 'other.jsonl': { captured: '2025-07-01' } } })).toEqual([
			undefined,
			undefined
		]);
	});
});
