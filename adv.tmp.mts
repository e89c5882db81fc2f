import { readFileSync } from 'node:fs';
const { extractFeatures } = await import('/work/main/etl/extract/index.ts');
const { loadVocabulary } = await import('/work/main/etl/read/vocabulary.ts');
const v = loadVocabulary();
for (const s of readFileSync(process.argv[2], 'utf8').trim().split('\n')) {
  const f = extractFeatures('A study', s, v);
  console.log(JSON.stringify({ g: f.gains.map((g: any) => [g.value, g.unit, g.direction, g.benchmark]), s: f.scores.map((x: any) => [x.value, x.unit, x.metric, x.benchmark]), b: f.benchmarks }), '|', s.slice(0, 60), '|', JSON.stringify(f.mentions.filter((m: any) => m.kind === 'gain').map((m: any) => s.slice(m.start, m.end))));
}
