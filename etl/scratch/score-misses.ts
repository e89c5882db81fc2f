// scratch: score misses with their gold text
import { readFileSync } from 'node:fs';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
const field = (process.argv[3] ?? 'scores') as 'scores' | 'gains';
for (const line of readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)) {
	const g = JSON.parse(line);
	const f = extractFeatures(g.title, g.abstract, v);
	const got = f[field].map((s: { value: number }) => Number(s.value));
	const left = [...got];
	for (const s of g[field] as { value: number; text: string }[]) {
		const i = left.indexOf(Number(s.value));
		if (i >= 0) { left.splice(i, 1); continue; }
		console.log(`MISS ${s.value}\t${s.text}`);
	}
	for (const x of left) {
		const s = f[field].find((y: { value: number }) => Number(y.value) === x)!;
		console.log(`EXTRA ${x}\t${(s as { text: string }).text}`);
	}
}
