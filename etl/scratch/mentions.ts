import { readFileSync } from 'node:fs';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
for (const line of readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
	const [title, abstract] = line.split('\t');
	const f = extractFeatures(title, abstract, v);
	console.log(JSON.stringify(f.mentions.filter((m) => m.kind === 'proposed')), JSON.stringify(f.coined));
}
