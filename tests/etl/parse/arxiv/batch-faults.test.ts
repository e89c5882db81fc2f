// A fault inside the reading of one record (a bug, an exotic value) costs that record only.
import { describe, expect, it, vi } from 'vitest';
import { parseArxivLines } from '../../../../etl/parse/arxiv/batch.ts';

vi.mock('../../../../etl/parse/arxiv/record.ts', async (importOriginal) => {
	const real = await importOriginal<typeof import('../../../../etl/parse/arxiv/record.ts')>();
	return {
		...real,
		parseArxivRecord: (line: string, file: string, lineNo: number) => {
			if (lineNo === 2) throw new RangeError('Maximum call stack size exceeded');
			return real.parseArxivRecord(line, file, lineNo);
		}
	};
});

describe('parseArxivLines', () => {
	it('reports a record whose reading throws, with its line, and reads the rest', () => {
		const lines = [1, 2, 3].map((no) => ({
			no,
			text: JSON.stringify({ title: `T${no}`, abstract: 'A.' })
		}));
		const batch = parseArxivLines(lines, 'f.jsonl');
		expect(batch.records.map((r) => r.line)).toEqual([1, 3]);
		expect(batch.skips).toEqual([
			{
				file: 'f.jsonl',
				line: 2,
				reason: 'cannot read this record (Maximum call stack size exceeded)'
			}
		]);
		expect(batch.seen).toBe(3);
	});
});
