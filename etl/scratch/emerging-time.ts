// scratch: time the Emerging queries on the real sample's Parquet
import { DuckDBInstance } from '@duckdb/node-api';
import { emergingSql, entityTypesSql } from '../../src/lib/queries/emerging.ts';
import { emptyFilters } from '../../src/lib/queries/filters.ts';
const db = await (await DuckDBInstance.create(':memory:')).connect();
await db.run(`CREATE TABLE papers AS SELECT * FROM '/tmp/realapp/static/data/papers.parquet'`);
await db.run(`CREATE TABLE entities AS SELECT * FROM '/tmp/realapp/static/data/entities.parquet'`);
for (const [label, sql] of [['ranking', emergingSql(emptyFilters(), { period: 'month', type: 'all', sort: 'rate' }, 50)], ['types', entityTypesSql(emptyFilters())], ['types q', entityTypesSql({ ...emptyFilters(), q: 'policy' })]] as const) {
	const t = performance.now();
	for (let i = 0; i < 5; i++) await db.runAndReadAll(sql);
	console.log(label, ((performance.now() - t) / 5).toFixed(1), 'ms');
}
