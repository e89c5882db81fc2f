// Every worked example of the console runs over data files the ETL writes and answers with rows.
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { EXAMPLES } from '../../../../src/lib/sql/examples.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';
import { loadEntitiesTable } from '../db/entities-table.ts';

let data: FixtureData;
beforeAll(async () => {
	data = await writeFixtureData();
});
afterAll(() => data?.remove());

describe('console examples', () => {
	it('run over papers and entities', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
			expect(await loadEntitiesTable(connection, data.entities)).toBe(true);
			for (const example of EXAMPLES) {
				const rows = (await connection.runAndReadAll(example.sql)).getRowObjectsJson();
				expect(rows.length, example.title).toBeGreaterThan(0);
			}
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
	});

	it("give the Overview's top algorithms, a tie at the cut broken in name order as the chart does", async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			// 20 algorithms, all named by one paper each, in an order that is not the names' order.
			await connection.run(`CREATE TABLE papers AS
				SELECT 'p' || i AS paper_id, ['A' || lpad(((i * 7) % 20)::VARCHAR, 2, '0')] AS algorithms
				FROM range(20) AS t(i)`);
			const rows = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJson();
			const example = await rows(EXAMPLES[0].sql);
			const chart = await rows(overviewQueries(emptyFilters()).algorithms);
			expect(chart.map((r) => r.name)).toEqual(
				Array.from({ length: 15 }, (_, i) => 'A' + String(i).padStart(2, '0'))
			);
			expect(example.map((r) => [r.algorithm, Number(r.papers)])).toEqual(
				chart.map((r) => [r.name, Number(r.papers)])
			);
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
	});

	it('break a tie whatever the case, as the chart does: "Decision Transformer" before "DQN"', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			await connection.run(`CREATE TABLE papers AS
				SELECT 'p' || i AS paper_id, [name] AS algorithms
				FROM (VALUES (0, 'DQN'), (1, 'Decision Transformer'), (2, 'actor'), (3, 'Beta')) AS t(i, name)`);
			const rows = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJson();
			const example = await rows(EXAMPLES[0].sql);
			const chart = await rows(overviewQueries(emptyFilters()).algorithms);
			expect(chart.map((r) => r.name)).toEqual(['actor', 'Beta', 'Decision Transformer', 'DQN']);
			expect(example.map((r) => r.algorithm)).toEqual(chart.map((r) => r.name));
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
	});
});
