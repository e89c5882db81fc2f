// scratch: a seeded random sample of learned names with their evidence, for an outside judge
import { DuckDBInstance } from '@duckdb/node-api';
import { writeFileSync } from 'node:fs';
const db = await (await DuckDBInstance.create(':memory:')).connect();
const rows = (await db.runAndReadAll(`SELECT e.name, e.type, e.long_form, e.evidence, p.title
  FROM '/tmp/realapp/static/data/entities.parquet' e JOIN '/tmp/realapp/static/data/papers.parquet' p USING (paper_id)
  ORDER BY hash(e.name || 'judge-2026-11-29') LIMIT 60`)).getRowObjectsJson();
writeFileSync('/tmp/judge/entities-60.jsonl', rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const types = (await db.runAndReadAll(`SELECT type, count(*) AS n FROM '/tmp/realapp/static/data/entities.parquet' GROUP BY type ORDER BY n DESC`)).getRowObjectsJson();
console.log(types);
