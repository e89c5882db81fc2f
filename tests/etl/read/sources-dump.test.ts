// A capture date in the manifest bounds an arXiv-shaped dump's papers from above, as it does a
// listing page's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSource } from '../../../etl/read/sources.ts';

const record = (title: string, id?: string) =>
	JSON.stringify({ id, title, summary: 'We study exploration in sparse-reward tasks.' });

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function read(
	manifest: object | null,
	lines = [record('First Paper'), record('Second Paper')]
) {
	const dir = mkdtempSync(join(tmpdir(), 'dump-captured-'));
	dirs.push(dir);
	const path = join(dir, 'listing.jsonl');
	writeFileSync(path, lines.join('\n') + '\n');
	if (manifest) writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
	const captured: (string | null | undefined)[] = [];
	const warnings: string[] = [];
	for await (const batch of readSource(path, { manifests: new Map() })) {
		captured.push(...batch.records.map((r) => r.captured));
		warnings.push(...(batch.warnings ?? []));
	}
	return { captured, warnings };
}
const capturedOf = async (manifest: object | null) => (await read(manifest)).captured;

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

	it('warns, naming file and line, when a paper is dated after the capture date', async () => {
		const { captured, warnings } = await read(
			{ captures: { 'listing.jsonl': { captured: '2025-06-15' } } },
			[record('Early Paper', '2506.00001'), record('Late Paper', '2507.00002')]
		);
		expect(captured).toEqual(['2025-06-15', '2025-06-15']);
		expect(warnings).toHaveLength(1);
		expect(warnings[0]).toMatch(/^listing\.jsonl:2: 1 paper\(s\).*after 2025-06-15/);
	});
});
