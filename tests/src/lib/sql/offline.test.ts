import { beforeAll, describe, expect, it } from 'vitest';
import { explainError, offlineRefusal, OFFLINE_EXTENSIONS } from '../../../../src/lib/sql/offline';
import { statementRanges } from '../../../../src/lib/sql/script-tokens';
import { tokensOf } from './wasm-tokenizer.ts';

// DuckDB-WASM starts once, before the tests, with time to spare on a loaded machine.
beforeAll(() => tokensOf('SELECT 1'), 60_000);

/** The refusal of a script, split as the console splits it (DuckDB's tokens). */
const refusal = async (sql: string) => offlineRefusal(statementRanges(sql, await tokensOf(sql)));

describe('offlineRefusal', () => {
	it('refuses INSTALL, FORCE INSTALL, LOAD and UPDATE EXTENSIONS, anywhere in a script', async () => {
		for (const sql of [
			'INSTALL httpfs',
			'install httpfs;',
			'  -- fetch it\n  FORCE   INSTALL spatial',
			'/* x */ LOAD httpfs',
			'SELECT 1; LOAD json; SELECT 2',
			'update extensions'
		])
			expect(await refusal(sql), sql).toBe(OFFLINE_EXTENSIONS);
	});

	it('lets everything else run, including the words inside strings and names', async () => {
		for (const sql of [
			'SELECT 1',
			"SELECT 'INSTALL httpfs' AS s",
			'SELECT loaded FROM t',
			'-- LOAD json\nSELECT 1',
			''
		])
			expect(await refusal(sql), sql).toBeNull();
	});
});

describe('explainError', () => {
	it('replaces the advice of an out-of-memory error with what can be done here', () => {
		const duck =
			'Out of Memory Error: failed to allocate data of size 256.0 MiB (3.1 GiB/3.1 GiB used)\n\nPossible solutions:\n* Increasing the memory limit (SET memory_limit=...)';
		const text = explainError(duck);
		expect(text).toMatch(/^Out of memory: the query needs more memory than the browser gives/);
		expect(text).toContain('select only the columns you need');
		expect(text).not.toContain('SET memory_limit');
		expect(text).toContain(
			'(DuckDB: Out of Memory Error: failed to allocate data of size 256.0 MiB'
		);
	});

	it('leaves other errors as DuckDB wrote them', () => {
		expect(explainError('Parser Error: syntax error at or near "FORM"')).toBe(
			'Parser Error: syntax error at or near "FORM"'
		);
	});
});
