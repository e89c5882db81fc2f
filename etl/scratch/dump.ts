// scratch: extractor output on the sample, one line per paper (for before/after diffs)
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
const rows = gunzipSync(readFileSync('/work/shared/corpora/arxiv-sample-2025.jsonl.gz'))
	.toString()
	.split('\n')
	.filter(Boolean)
	.map((l) => JSON.parse(l));
const out: string[] = [];
for (const r of rows) {
	const f = extractFeatures(r.title, r.summary, v) as unknown as Record<string, unknown>;
	const keep: Record<string, unknown> = { id: r.id };
	for (const k of ['algorithms', 'paradigms', 'benchmarks', 'proposed', 'models', 'model_sizes_b', 'gains', 'scores', 'domains'])
		keep[k] = k === 'gains' || k === 'scores'
			? (f[k] as { value: number; unit: string; direction?: string; benchmark: string | null }[]).map((g) => `${g.value}${g.unit}${g.direction ? ' ' + g.direction : ''} @${g.benchmark}`)
			: k === 'models' ? (f[k] as { name: string }[]).map((m) => m.name) : f[k];
	out.push(JSON.stringify(keep));
}
writeFileSync(process.argv[2], out.join('\n') + '\n');
