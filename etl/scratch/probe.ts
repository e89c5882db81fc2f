// scratch: print gains/scores for text on stdin lines "title\tabstract"
import { readFileSync } from 'node:fs';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
const fields = (process.argv[2] ?? 'gains,scores').split(',');
for (const line of readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
	const [title, abstract] = line.includes('\t') ? line.split('\t') : ['Untitled', line];
	const f = extractFeatures(title, abstract, v) as unknown as Record<string, unknown[]>;
	console.log('>>', abstract.slice(0, 100));
	for (const k of fields) for (const x of f[k] ?? []) console.log('  ', k, JSON.stringify(x));
}
