// scratch: misses with context for a gold file and field
import { readFileSync } from 'node:fs';
import { loadVocabulary } from '../read/vocabulary.ts';
import { extractFeatures } from '../extract/index.ts';
const v = loadVocabulary();
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
const field = process.argv[3] ?? 'proposed';
for (const line of readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)) {
	const g = JSON.parse(line);
	const f = extractFeatures(g.title, g.abstract, v) as unknown as Record<string, unknown[]>;
	const name = (x: unknown) => (typeof x === 'string' ? x : (x as { name: string }).name);
	const got = new Set((f[field] as unknown[]).map((x) => norm(name(x))));
	const gold = new Set((g[field] as unknown[]).map((x) => norm(name(x))));
	const t = g.title + ' || ' + g.abstract.replace(/\s+/g, ' ');
	for (const n of g[field] as unknown[]) {
		if (got.has(norm(name(n)))) continue;
		const i = t.indexOf(name(n));
		console.log(`MISS ${name(n)}\t${i < 0 ? '(not verbatim)' : t.slice(Math.max(0, i - 90), i + name(n).length + 50)}`);
	}
	for (const n of f[field] as unknown[]) {
		if (gold.has(norm(name(n)))) continue;
		const i = t.indexOf(name(n));
		console.log(`EXTRA ${name(n)}\t${i < 0 ? '(not verbatim)' : t.slice(Math.max(0, i - 90), i + name(n).length + 50)}`);
	}
}
