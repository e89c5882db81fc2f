import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { isDuckDBFile, papersViewSql } from '../../../../src/lib/db/chart-database.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isDuckDBFile', () => {
	it('knows a DuckDB file by its magic at byte 8, and nothing else', () => {
		expect(isDuckDBFile(bytes('\0\0\0\0\0\0\0\0DUCK\x40\0\0\0'))).toBe(true);
		expect(isDuckDBFile(bytes('PAR1\0\0\0\0\0\0\0\0PAR1'))).toBe(false);
		expect(isDuckDBFile(bytes('<!doctype html><p>Not here</p>'))).toBe(false);
		expect(isDuckDBFile(bytes('\0\0\0\0\0\0\0\0DUC'))).toBe(false);
	});
});

describe('papersViewSql', () => {
	it('gives papers every column in file order, the deferred ones empty and typed', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		await connection.run("ATTACH ':memory:' AS charts");
		await connection.run(
			"CREATE TABLE charts.papers AS SELECT 'p1' AS paper_id, ['PPO'] AS algorithms"
		);
		await connection.run(
			papersViewSql(
				['paper_id', 'abstract', 'algorithms', 'mentions'],
				[
					['abstract', 'VARCHAR'],
					['mentions', 'STRUCT(kind VARCHAR, "start" INTEGER)[]']
				]
			)
		);
		const described = (await connection.runAndReadAll('DESCRIBE papers')).getRowObjectsJson();
		expect(described.map((c) => [c.column_name, c.column_type])).toEqual([
			['paper_id', 'VARCHAR'],
			['abstract', 'VARCHAR'],
			['algorithms', 'VARCHAR[]'],
			['mentions', 'STRUCT(kind VARCHAR, "start" INTEGER)[]']
		]);
		const rows = (await connection.runAndReadAll('SELECT * FROM papers')).getRowObjectsJson();
		expect(rows).toEqual([{ paper_id: 'p1', abstract: null, algorithms: ['PPO'], mentions: null }]);
		connection.closeSync();
		instance.closeSync();
	});

	it('fails on a file without one of the chart columns (another build wrote it)', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		await connection.run("ATTACH ':memory:' AS charts");
		await connection.run("CREATE TABLE charts.papers AS SELECT 'p1' AS paper_id");
		await expect(connection.run(papersViewSql(['paper_id', 'algorithms'], []))).rejects.toThrow(
			/algorithms/
		);
		connection.closeSync();
		instance.closeSync();
	});
});
