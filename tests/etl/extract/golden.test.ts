// The whole extractor on the dev papers, held against its reviewed output: any rule change shows
// up here as a diff of what it finds, paper by paper (update with `npx vitest run -u`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const DEV = 'tests/fixtures/gold/dev.jsonl';

const papers = readFileSync(DEV, 'utf8')
	.split('\n')
	.filter((line) => line.trim())
	.map((line) => JSON.parse(line) as { id: string; title: string; abstract: string });

describe('extractFeatures on the dev papers', () => {
	// 1,067 papers: about 2 s alone, more beside other work (5 s timed out on a busy machine).
	it('finds what its golden file says, paper by paper', { timeout: 60_000 }, async () => {
		const lines = papers.map(({ id, title, abstract }) =>
			JSON.stringify({ id, title, ...extract(title, abstract) })
		);
		expect(papers.length).toBeGreaterThanOrEqual(100);
		await expect(lines.join('\n') + '\n').toMatchFileSnapshot(
			'../../fixtures/extract/dev.expected.jsonl'
		);
	});
});
