// npm run eval [-- path.jsonl] [--errors]: precision, recall, F1 of the extractor per field.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extractFeatures } from '../extract/index.ts';
import { evaluate, FIELDS, type GoldPaper } from './score.ts';

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: { errors: { type: 'boolean', default: false } }
});
const path = positionals[0] ?? 'tests/fixtures/gold-dev.jsonl';
const gold = readFileSync(path, 'utf8')
	.split('\n')
	.map((line, i) => [line, i + 1] as const)
	.filter(([line]) => line.trim() !== '')
	.map(([line, no]) => {
		try {
			return JSON.parse(line) as GoldPaper;
		} catch (error) {
			throw new Error(`${path}:${no}: ${(error as Error).message}`);
		}
	});

const report = evaluate(gold, (title, abstract) => extractFeatures(title, abstract));
const pct = (x: number) => x.toFixed(3);
console.log(`${gold.length} papers from ${path}\n`);
console.log('field           P      R      F1     tp   fp   fn');
for (const field of FIELDS) {
	const r = report.fields[field];
	console.log(
		`${field.padEnd(14)} ${pct(r.precision)}  ${pct(r.recall)}  ${pct(r.f1)}  ${String(r.tp).padStart(4)} ${String(r.fp).padStart(4)} ${String(r.fn).padStart(4)}`
	);
}
const o = report.overall;
console.log(
	`${'micro (all)'.padEnd(14)} ${pct(o.precision)}  ${pct(o.recall)}  ${pct(o.f1)}  ${String(o.tp).padStart(4)} ${String(o.fp).padStart(4)} ${String(o.fn).padStart(4)}`
);
if (values.errors) {
	console.log('\nerrors (missed = in gold, not extracted; extra = extracted, not in gold):');
	for (const e of report.errors) {
		console.log(
			`  [${e.field}] ${e.title.slice(0, 60)}\n      missed: ${e.missed.join(' | ') || '-'}\n      extra:  ${e.extra.join(' | ') || '-'}`
		);
	}
}
