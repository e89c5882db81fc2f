// The SQL a user's text becomes, run in DuckDB: what it matches and what it must not.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAtWordStart } from '../../../../src/lib/queries/sql-literal.ts';

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
		('A (b+c) formula')
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
	});

	it('reads regex characters and quotes as plain text', async () => {
		expect(await matching('(b+c)')).toEqual(['A (b+c) formula']);
		expect(await matching('Q&A')).toEqual(['Reinforcement Learning for Q&A']);
		expect(await matching("it's")).toEqual([]);
		expect(await matching('.*')).toEqual([]);
	});
});
