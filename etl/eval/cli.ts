// npm run eval [-- --errors] [-- --fields f,g] [-- path.jsonl]: precision, recall, F1 of the
// extractor per field, on the dev and the held-out gold sets. Errors are printed for dev only: the
// misses of the held-out set (and of the domains-only sets) are never read while writing rules, so
// their scores stay honest estimates.
import { existsSync, statSync } from 'node:fs';
import { HELP_OPTION, optionsOrExit } from '../cli-options.ts';
import { extractFeatures } from '../extract/index.ts';
import {
	loadVocabulary,
	readDomainModelTraining,
	readProposalModelTraining
} from '../read/vocabulary.ts';
import {
	GOLD_SETS,
	goldDigest,
	goldPath,
	readGold,
	sharedPapers,
	UNREAD_SETS
} from './gold-sets.ts';
import {
	evaluate,
	FIELDS,
	formatPrf,
	type Field,
	type FieldReport,
	type GoldPaper
} from './score.ts';

const USAGE = `Usage: npm run eval [-- options] [gold.jsonl ...]

Precision, recall and F1 of the extractor per field, on the dev and held-out gold sets, or on the
gold files given.

Options:
  --errors           print the misses of dev (or of the files given); the held-out sets' and
                     the domains-only sets' never
  --fields <f,g,…>   only these fields, no micro average (for a file annotated for some fields
                     only, as tests/fixtures/gold/arxiv-domains-*.jsonl for domains); fields:
                     ${FIELDS.slice(0, 5).join(', ')},
                     ${FIELDS.slice(5).join(', ')}
  -h, --help         show this help
`;

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** The fields a comma list names, or an error naming the first unknown one. */
function fieldList(list: string): Field[] {
	const fields = list.split(',').map((f) => f.trim());
	const unknown = fields.find((f) => !isField(f));
	if (unknown !== undefined)
		throw new Error(`--fields: no field ${JSON.stringify(unknown)} (fields: ${FIELDS.join(', ')})`);
	return fields.filter(isField);
}

// The files the --errors check read, scored as read: a file changed after its check is not read
// again.
const checked = new Map<string, GoldPaper[]>();

const { values, positionals } = optionsOrExit(
	{
		...HELP_OPTION,
		errors: { type: 'boolean', default: false },
		fields: { type: 'string' }
	},
	USAGE,
	{
		positionals: true,
		check: ({ values, positionals }) => {
			if (typeof values.fields === 'string') fieldList(values.fields);
			const unread = values.errors ? UNREAD_SETS.map(goldPath).flatMap(readGold) : [];
			for (const path of positionals) {
				if (!existsSync(path)) throw new Error(`${path}: no such file`);
				if (!statSync(path).isFile()) throw new Error(`${path}: not a file`);
				// However they are named, cut or joined, the held-out and domains-only sets keep their
				// misses unread.
				if (!values.errors) continue;
				const papers = readGold(path);
				checked.set(path, papers);
				if (sharedPapers(papers, unread) > 0)
					throw new Error(
						`${path}: holds papers of a held-out or a domains-only set, whose misses are never printed`
					);
			}
		}
	}
);
const sets = positionals.length
	? positionals.map((path) => ({ name: path, path, errors: values.errors }))
	: GOLD_SETS.map((set) => ({
			name: set,
			path: goldPath(set),
			errors: values.errors && set === 'dev'
		}));

const shownFields = values.fields === undefined ? FIELDS : fieldList(values.fields);
const vocabulary = loadVocabulary();
const domainModel = readDomainModelTraining();
const proposalModel = readProposalModelTraining();
const pct = (x: number) => x.toFixed(3);
const row = (label: string, r: Omit<FieldReport, never>) =>
	`${label.padEnd(14)} ${pct(r.precision)}  ${pct(r.recall)}  ${pct(r.f1)}  ${String(r.tp).padStart(4)} ${String(r.fp).padStart(4)} ${String(r.fn).padStart(4)}`;

for (const set of sets) {
	let gold;
	try {
		gold = checked.get(set.path) ?? readGold(set.path);
	} catch (error) {
		// A bad line names its file and line; a stack trace would only hide that.
		console.error((error as Error).message);
		process.exit(1);
	}
	const report = evaluate(gold, (title, abstract) => extractFeatures(title, abstract, vocabulary));
	console.log(`\n${set.name}: ${gold.length} papers from ${set.path}\n`);
	console.log('field           P      R      F1     tp   fp   fn');
	for (const field of shownFields) console.log(row(field, report.fields[field]));
	if (shownFields === FIELDS) console.log(row('micro (all)', report.overall));
	if (shownFields.includes('gains'))
		console.log(
			`${row('gain metrics', report.gainMetrics)}   (the metric of each gain matched above, as the charts group it)`
		);
	if (goldDigest(set.path) === domainModel.trainedOn.sha256) {
		const cv = domainModel.crossValidation;
		console.log(
			`\ndomains: the domain model was trained on these papers, so its score here is no estimate${cv ? `; ${cv.folds}-fold cross-validated on them: ${formatPrf(cv)}` : ''}.`
		);
	}
	if (goldDigest(set.path) === proposalModel.trainedOn.sha256) {
		const cv = proposalModel.crossValidation;
		console.log(
			`proposed: the proposal model was trained on these papers${cv ? `; with it trained on the other folds, ${cv.folds}-fold cross-validated: ${formatPrf(cv)}` : ''}.`
		);
	}
	if (!set.errors) continue;
	console.log('\nerrors (missed = in gold, not extracted; extra = extracted, not in gold):');
	for (const e of report.errors.filter((e) => shownFields.includes(e.field))) {
		console.log(
			`  [${e.field}] ${e.title.slice(0, 60)}\n      missed: ${e.missed.join(' | ') || '-'}\n      extra:  ${e.extra.join(' | ') || '-'}`
		);
	}
	if (!shownFields.includes('gains')) continue;
	for (const e of report.metricErrors)
		console.log(
			`  [gain metric] ${e.title.slice(0, 60)}: ours ${e.ours ?? '-'}, gold ${e.gold ?? '-'}\n      ${e.text}`
		);
}
