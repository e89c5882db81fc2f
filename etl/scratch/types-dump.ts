// scratch: coined names with their types on the sample
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
const rows = gunzipSync(readFileSync('/work/shared/corpora/arxiv-sample-2025.jsonl.gz')).toString().split('\n').filter(Boolean).map((l) => JSON.parse(l));
const out: string[] = [];
for (const r of rows) for (const c of extractFeatures(r.title, r.summary, v).coined) out.push(JSON.stringify({ id: r.id, name: c.name, type: c.type, evidence: c.evidence.slice(0, 300) }));
writeFileSync(process.argv[2], out.join('\n') + '\n');
