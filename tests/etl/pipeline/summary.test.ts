import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../../etl/pipeline/summary.ts';

describe('formatSummary', () => {
	it('adds up read = kept + skipped and lists every skip with file and line', () => {
		const text = formatSummary({
			files: 2,
			seen: 12,
			records: 10,
			staged: 10,
			skips: [
				{ file: 'a.txt', line: 7, reason: 'title without abstract' },
				{ file: 'b.txt', line: 1, reason: 'empty file' }
			],
			warnings: ['c.txt: 3 listing dates have no year and the manifest gives no capture date'],
			filtered: 0,
			papers: 8,
			duplicatesMerged: 2,
			entities: 3,
			adoptions: 1,
			phases: { staging: 0.02, load: 0.01, 'corpus pass': 0.1 },
			seconds: 0.123,
			out: 'x.parquet',
			withheld: false,
			removedLeftovers: []
		});
		expect(text).toContain('papers read         12 (10 kept + 2 skipped)');
		expect(text).toContain('distinct papers     8 (2 duplicate listings merged)');
		expect(text).toContain('  a.txt:7: title without abstract');
		expect(text).toContain('  b.txt:1: empty file');
		expect(text).toContain(
			'time                0.12 s (staging 0.02 s, load 0.01 s, corpus pass 0.10 s)'
		);
		expect(text).toContain('warnings (1):\n  c.txt: 3 listing dates have no year');
	});
});
