import { DuckDBInstance } from '@duckdb/node-api';
const db = await DuckDBInstance.create(':memory:');
const c = await db.connect();
const r = await c.runAndReadAll(process.argv[2]);
for (const row of r.getRowObjects()) console.log(JSON.stringify(row, (k, v) => typeof v === 'bigint' ? Number(v) : v));
