// Draws the papers for a new hand-annotated gold set, without running the extractor, so the
// annotators and the selection never see what the extractor finds.
// Usage: tsx scripts/sample-gold-candidates.ts <arxiv.jsonl.gz> <seeds dir> <dev gold> <out dir>
// Writes arxiv.jsonl and seeds.jsonl ({id, title, abstract, source}) in a seeded random order.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { createRandom } from '../etl/bench/random.ts';
import { readSource } from '../etl/read/sources.ts';
import { paperId } from '../etl/parse/paper-id.ts';
import { collapseWhitespace } from '../etl/parse/arxiv/record-fields.ts';

// RL (bandits included, a paradigm of the spec) and LLM post-training papers: what the product
// is for. Fine-tuning counts only next to a language model, so vision fine-tuning stays out.
const ON_TOPIC =
	/reinforcement learning|\bRL\b|policy optimi[sz]ation|\bRLHF\b|\bRLVR\b|reward model|preference optimi[sz]ation|\bGRPO\b|\bPPO\b|\bDPO\b|\bbandits?\b/i;
const POST_TRAINING = /fine-tun|post-train|instruction[- ]tun/i;
const LANGUAGE_MODEL = /\bLLMs?\b|language models?/i;
const onTopic = (text: string) =>
	ON_TOPIC.test(text) || (POST_TRAINING.test(text) && LANGUAGE_MODEL.test(text));

function shuffled<T>(items: T[], seed: number): T[] {
	const random = createRandom(seed);
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = random.int(i + 1);
		[copy[i], copy[j]] = [copy[j], copy[i]];
	}
	return copy;
}

const [arxivPath, seedsDir, devPath, outDir] = process.argv.slice(2);
const devIds = new Set(
	readFileSync(devPath, 'utf8')
		.split('\n')
		.filter((l) => l.trim())
		.map((l) => paperId((JSON.parse(l) as { title: string }).title))
);

const arxiv = gunzipSync(readFileSync(arxivPath))
	.toString('utf8')
	.split('\n')
	.filter((l) => l.trim())
	.map((l) => JSON.parse(l) as { id: string; title: string; summary: string })
	.map((r) => ({
		id: r.id,
		title: collapseWhitespace(r.title),
		abstract: collapseWhitespace(r.summary),
		source: `arxiv:${r.id}`
	}))
	.filter((r) => onTopic(`${r.title} ${r.abstract}`));

const seen = new Set<string>();
const seeds: { id: string; title: string; abstract: string; source: string }[] = [];
for (const name of readdirSorted(seedsDir)) {
	for await (const batch of readSource(join(seedsDir, name), { manifests: new Map() })) {
		for (const r of batch.records) {
			const id = paperId(r.title);
			if (devIds.has(id) || seen.has(id)) continue;
			seen.add(id);
			seeds.push({ id, title: r.title, abstract: r.abstract, source: `${r.file}:${r.line}` });
		}
	}
}

function readdirSorted(dir: string): string[] {
	return readdirSync(dir)
		.filter((n) => /\.txt(\.gz)?$/.test(n))
		.sort();
}

mkdirSync(outDir, { recursive: true });
const write = (name: string, rows: object[]) =>
	writeFileSync(join(outDir, name), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
write('arxiv.jsonl', shuffled(arxiv, 20261123));
write('seeds.jsonl', shuffled(seeds, 20261124));
console.log(
	`${arxiv.length} on-topic arXiv papers, ${seeds.length} seed papers outside the dev gold`
);
