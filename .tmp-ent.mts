import { DuckDBInstance } from '@duckdb/node-api';
const db = await DuckDBInstance.create(':memory:'); const c = await db.connect();
const r = await c.runAndReadAll(`SELECT name, type, adopters, papers, definers, long_form, left(evidence, 110) ev FROM '/tmp/s12/sample/entities.parquet' WHERE adopters > 0 ORDER BY adopters DESC, name`);
for (const row of r.getRowObjectsJson()) console.log(JSON.stringify(row));
const n = await c.runAndReadAll(`SELECT count(*) n, sum(adopters) a, count(*) FILTER (WHERE adopters>0) adopted FROM '/tmp/s12/sample/entities.parquet'`);
console.log(n.getRowObjectsJson());
