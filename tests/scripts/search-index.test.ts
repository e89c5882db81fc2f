// The build reads what DuckDB's regular expressions and lower() make of each character with
// its own DuckDB (@duckdb/node-api); the app runs the search with DuckDB-WASM, another version.
// The index is exact only while both agree: checked here for every Unicode code point.
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { charClassesSql } from '../../scripts/search-index.ts';
import { asciiClass } from '../../src/lib/search/word-starts.ts';
import { wasmDuckDB } from '../wasm-duckdb.ts';

/** Every code point but NUL and the surrogates (not characters: chr() refuses them). */
const EVERY_CODE_POINT = `(SELECT range::INTEGER AS cp FROM range(1, 1114112)
  WHERE range NOT BETWEEN 55296 AND 57343) AS t`;

/** One row summing up every code point's class and lower case, to compare two engines by. */
const SUMMARY_SQL = `WITH classes AS (${charClassesSql(EVERY_CODE_POINT)})
SELECT count(*) FILTER (word)::INTEGER AS words, count(*) FILTER (lower)::INTEGER AS lowers,
  list(cp::VARCHAR || fold ORDER BY cp) FILTER (fold <> '') AS folds,
  md5(string_agg(cp::VARCHAR || (CASE WHEN word THEN 'w' ELSE '' END) || (CASE WHEN lower THEN 'l' ELSE '' END), ',' ORDER BY cp)) AS classes,
  (SELECT md5(string_agg(lower(chr(cp)), ',' ORDER BY cp)) FROM ${EVERY_CODE_POINT}) AS lowered
FROM classes`;

describe('the build’s DuckDB and the app’s DuckDB-WASM', () => {
	it('see every character alike: letter or digit, small letter, ASCII it equates with, lower case', async () => {
		const connection = await (await DuckDBInstance.create(':memory:')).connect();
		const built = (await connection.runAndReadAll(SUMMARY_SQL)).getRowObjectsJson()[0];
		const ascii = (
			await connection.runAndReadAll(
				charClassesSql(`(SELECT range::INTEGER AS cp FROM range(1, 128)) AS t`)
			)
		).getRowObjectsJS();
		connection.closeSync();
		const app = (await wasmDuckDB()).connect().query(SUMMARY_SQL).toArray()[0].toJSON();
		const plain = (v: unknown) =>
			JSON.parse(JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? Number(x) : x)));
		expect(plain({ ...app, folds: [...app.folds] })).toEqual(built);
		// Letters and digits of every script, and ſ and the Kelvin sign beside a-z and 0-9.
		expect(built.words).toBeGreaterThan(100_000);
		expect(built.folds).toEqual(
			expect.arrayContaining(['383s', '8490k', '65a', '97a', '48' + '0'])
		);
		// The ASCII classes word-starts.ts knows without asking.
		for (const { cp, word, lower, fold } of ascii as {
			cp: number;
			word: boolean;
			lower: boolean;
			fold: string;
		}[])
			expect(asciiClass(cp), String.fromCharCode(cp)).toEqual({ word, lower, fold });
	}, 120_000);
});
