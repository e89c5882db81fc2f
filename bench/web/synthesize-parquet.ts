// npx tsx bench/web/synthesize-parquet.ts [n] [out]: an N-paper papers.parquet for the web bench,
// made by repeating the real seed papers (same schema and value distributions) with new ids and
// dates spread from 2019 to 2026, so that trends have months to show. Needs `npm run etl` first.
import { DuckDBInstance } from '@duckdb/node-api';
import { rename } from 'node:fs/promises';

const n = Number(process.argv[2] ?? 1_000_000);
const out = process.argv[3] ?? `bench-out/papers-${n}.parquet`;
const source = 'static/data/papers.parquet';

const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
const start = performance.now();
await connection.run(`COPY (
	WITH seed AS (SELECT *, row_number() OVER (ORDER BY paper_id) - 1 AS i, count(*) OVER () AS k FROM read_parquet('${source}'))
	SELECT * EXCLUDE (i, k) REPLACE (
		printf('%012x', r * 4096 + i) AS paper_id,
		CASE WHEN hash(r, i) % 10 < 7 THEN DATE '2019-01-01' + CAST(hash(i, r) % 2650 AS INTEGER) END AS published,
		CASE WHEN hash(r, i) % 10 < 7 THEN 'arxiv' ELSE date_source END AS date_source
	)
	FROM seed, range(CAST(ceil(${n} / 498.0) AS BIGINT)) AS t(r)
	WHERE r * k + i < ${n}
	ORDER BY paper_id
) TO '${out}.partial' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`);
await rename(`${out}.partial`, out);
const [row] = (
	await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM read_parquet('${out}')`)
).getRowObjectsJson();
console.log(`${row.n} papers → ${out} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
