import { beforeAll, describe, expect, it } from 'vitest';
import { statementRanges } from '../../../../src/lib/sql/script-tokens';
import { tokensOf } from './wasm-tokenizer.ts';

// DuckDB-WASM starts once, before the tests, with time to spare on a loaded machine.
beforeAll(() => tokensOf('SELECT 1'), 60_000);

const statements = async (script: string) =>
	statementRanges(script, await tokensOf(script)).map((s) => s.text);

describe('statementRanges', () => {
	it('splits a script where DuckDB reads a semicolon, as DuckDB reads strings and comments', async () => {
		expect(await statements('SELECT 1; SELECT 2;')).toEqual(['SELECT 1', 'SELECT 2']);
		// A backslash-escaped quote and a nested comment hold no statement end.
		expect(await statements("SELECT E'it\\'s; ok'")).toEqual(["SELECT E'it\\'s; ok'"]);
		expect(await statements('SELECT 1 /* a /* b */ ; */ AS x')).toEqual([
			'SELECT 1 /* a /* b */ ; */ AS x'
		]);
		expect(await statements("SELECT 'a;b' AS s; -- done\n")).toEqual(["SELECT 'a;b' AS s"]);
	});

	it('keeps where each statement starts in the script, for error marks', async () => {
		const script = 'SELECT 1;\n  SELECT x FROM papers;';
		const [, second] = statementRanges(script, await tokensOf(script));
		expect(script.slice(second.from, second.to)).toBe('SELECT x FROM papers');
	});

	it('keeps the comments before a statement with it', async () => {
		expect(await statements('-- Export check\nSELECT 1; /* two */ SELECT 2')).toEqual([
			'-- Export check\nSELECT 1',
			'/* two */ SELECT 2'
		]);
	});

	it('has no statement in blanks and comments', async () => {
		expect(await statements('  -- nothing\n /* here */ ;')).toEqual([]);
	});
});
