import { DuckDBInstance } from '@duckdb/node-api';
const inst = await DuckDBInstance.create('/tmp/mergedebug.duckdb', {
	temp_directory: '/tmp/mergedebug.tmp',
	preserve_insertion_order: process.env.PIO ?? 'false',
	memory_limit: process.env.MEM ?? '1GB',
	threads: process.env.THREADS ?? '2'
});
const c = await inst.connect();
for (const s of process.argv.slice(2)) {
	const t = performance.now();
	try {
		await c.run(s);
	} catch (e) {
		console.log('FAILED', s.slice(0, 80), (e as Error).message.slice(0, 120));
		process.exit(1);
	}
	console.log(
		((performance.now() - t) / 1000).toFixed(1),
		's',
		s.slice(0, 70).replace(/\s+/g, ' '),
		'rss',
		(process.memoryUsage().rss / 1e6).toFixed(0)
	);
}
