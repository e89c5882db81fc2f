import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runEtl } from '../../../etl/pipeline/run.ts';
import { StagePool } from '../../../etl/pipeline/worker-pool.ts';
import { tempDir } from '../../temp-dir.ts';

const calls = vi.hoisted(() => [] as string[]);

vi.mock('../../../etl/write/parquet.ts', async (importOriginal) => {
	const actual = await importOriginal<typeof import('../../../etl/write/parquet.ts')>();
	return {
		...actual,
		writePapersParquet: (...args: Parameters<typeof actual.writePapersParquet>) => {
			calls.push('merge');
			return actual.writePapersParquet(...args);
		}
	};
});

describe('the extraction threads', () => {
	it('end before the merge needs its memory', { timeout: 60_000 }, async () => {
		const close = StagePool.prototype.close;
		StagePool.prototype.close = function (this: StagePool) {
			calls.push('close');
			return close.call(this);
		};
		try {
			const dir = tempDir('pool-lifetime-');
			const summary = await runEtl({ inputs: ['seeds'], out: join(dir, 'p.parquet'), workers: 1 });
			expect(summary.papers).toBeGreaterThan(0);
			expect(calls.slice(0, 2)).toEqual(['close', 'merge']);
		} finally {
			StagePool.prototype.close = close;
		}
	});
});
