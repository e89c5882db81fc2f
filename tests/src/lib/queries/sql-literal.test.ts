// The SQL a user's text becomes, run in DuckDB: what it matches and what it must not.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAtWordStart, sqlDate, sqlString } from '../../../../src/lib/queries/sql-literal.ts';

let connection: DuckDBConnection;

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE t AS SELECT * FROM (VALUES
		('Supporting Opponents with Opportunities'),
		('PPO-based Agents'),
		('Scaling (PPO) Up'),
		('ppo at the start'),
		('Reinforcement Learning for Q&A'),
		('Ünsupervised Über-PPO'),
		('A (b+c) formula'),
		('ChatGPT and InstructGPT'),
		('AlphaZero at Egypt')
	) AS v(title)`);
});
afterAll(() => connection?.closeSync());

const matching = async (text: string) =>
	(await connection.runAndReadAll(`SELECT title FROM t WHERE ${sqlAtWordStart('title', text)}`))
		.getRowObjectsJson()
		.map((r) => String(r.title))
		.sort();

describe('sqlAtWordStart', () => {
	it('matches at a word start in any case, not inside a word', async () => {
		expect(await matching('PPO')).toEqual(
			['PPO-based Agents', 'Scaling (PPO) Up', 'Ünsupervised Über-PPO', 'ppo at the start'].sort()
		);
		expect(await matching('reinforc')).toEqual(['Reinforcement Learning for Q&A']);
		expect(await matching('über')).toEqual(['Ünsupervised Über-PPO']);
		// A capital after a small letter starts a word of a compound name.
		expect(await matching('GPT')).toEqual(['ChatGPT and InstructGPT']);
		expect(await matching('zero')).toEqual(['AlphaZero at Egypt']);
		expect(await matching('ypt')).toEqual([]);
	});

	it('reads regex characters and quotes as plain text', async () => {
		expect(await matching('(b+c)')).toEqual(['A (b+c) formula']);
		expect(await matching('Q&A')).toEqual(['Reinforcement Learning for Q&A']);
		expect(await matching("it's")).toEqual([]);
		expect(await matching('.*')).toEqual([]);
		// A NUL (a link's "%00") is no end of the text: it matches nothing, and breaks nothing.
		expect(await matching('PPO\0')).toEqual([]);
		expect(await matching('P\0PO')).toEqual([]);
	});
});

describe('sqlString', () => {
	it('is the text itself, quotes and NULs too, once DuckDB reads it', async () => {
		for (const text of ["it's", 'a\0b', '\0', "'\0''"]) {
			const [row] = (
				await connection.runAndReadAll(`SELECT ${sqlString(text)} AS v`)
			).getRowObjectsJson();
			expect(row.v).toBe(text);
		}
	});
});

describe('sqlDate', () => {
	it('writes a real day and refuses one that does not exist', () => {
		expect(sqlDate('2024-02-29')).toBe("DATE '2024-02-29'");
		expect(() => sqlDate('2025-02-30')).toThrow('invalid date');
		expect(() => sqlDate("2025-01-01' OR 1=1 --")).toThrow('invalid date');
	});
});
