// The search index keeps exactly the papers the search condition keeps, as the app's own
// DuckDB-WASM runs it (filters.ts), for every search the index answers: checked on a seeded
// table of titles and names full of what the condition's regular expression decides on (camel
// case, characters it equates with ASCII letters, letters and digits beyond ASCII, case-only
// differences), over every word start and its prefixes, case variants and words no paper has.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../../../etl/bench/random.ts';
import { PAPER_NUMBER } from '../../../../scripts/overview-cube.ts';
import { readSearchIndex } from '../../../../scripts/search-index.ts';
import { conditions, emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { sqlString } from '../../../../src/lib/queries/sql-literal.ts';
import {
	decodeSearchIndex,
	encodeSearchIndex
} from '../../../../src/lib/search/search-index-file.ts';
import { papersWithPrefix } from '../../../../src/lib/search/postings.ts';
import {
	indexAnswers,
	namedPapers,
	searchedPapers,
	type SearchIndex
} from '../../../../src/lib/search/search-index.ts';
import { wasmDuckDB } from '../../../wasm-duckdb.ts';

const TITLES = [
	'ChatGPT meets AlphaZero: PPO-based (PPO) Supporting RL',
	'ſtrong Kontrol with the Kelvin sign: Kelvin',
	'éPPO çGRPO naïve über-Reinforcement',
	'RL²-style Σ-Learning x4PPO GPT4o iPhone',
	'İstanbul ıRL ǅemal ß straße STRASSE ﬁne-tuning',
	'Ωmega 𝐁old 𝐀lpha 日本語RL Café—RL “Quoted” words ٣rd',
	'a\u0301ccent e\u0301PPO 2024 benchmarks K-means',
	'',
	'---',
	'MixedCASE camelCaseWord HTMLParser iOS macOS eBPF'
];
// Characters the expression treats apart: small and capital letters beyond ASCII, ones it
// equates with "s" and "k", digits and letters of other scripts, marks, punctuation.
const ALPHABET = [
	...'aAbBkKpPrRsSoOlL019 -_.(/',
	'ſ',
	'K',
	'é',
	'É',
	'ß',
	'ı',
	'İ',
	'Σ',
	'ς',
	'ǅ',
	'²',
	'٣',
	'𝐀',
	'\u0301',
	'—',
	'日'
];
const NAMES = [
	'PPO',
	'ppo',
	'Ärger',
	'KELVIN',
	'ſAC',
	'Qwen',
	'RLHF',
	'math reasoning',
	'A2C',
	'DeepSeek',
	'LiveCodeBench',
	'éPPO'
];
/** Names that key alike or almost (nameKeySql): plurals of acronyms, case, letters beyond ASCII
 * JavaScript lower-cases otherwise than DuckDB. */
const KEYED_NAMES = ['PPOs', 'MiLACs', 'milac', 'MILAC', 'İSTANBUL', 'istanbul', 'ΟΔΟΣ', 'Ps'];

const sqlList = (xs: string[]) => `[${xs.map(sqlString).join(', ')}]::VARCHAR[]`;

/** The seeded papers: the titles above and random ones, with random names in every list. */
function papersSql(n: number, seed: number): string {
	const random = createRandom(seed);
	const pick = (most: number) =>
		Array.from({ length: random.int(most + 1) }, () =>
			random.pick(random.chance(0.2) ? KEYED_NAMES : NAMES)
		);
	const rows = Array.from({ length: n }, (_, i) => {
		const title =
			i < TITLES.length
				? TITLES[i]
				: Array.from({ length: 1 + random.int(24) }, () => random.pick(ALPHABET)).join('');
		const models = pick(2).map(
			(name) => `{'name': ${sqlString(name)}, 'family': ${sqlString(random.pick(NAMES))}}`
		);
		return `('p${String(i).padStart(4, '0')}', ${random.chance(0.03) ? 'NULL' : sqlString(title)},
			${sqlList(pick(2))}, ${sqlList(pick(1))}, ${sqlList(pick(1))}, ${sqlList(pick(1))},
			${sqlList(pick(1))}, [${models.join(', ')}]::STRUCT(name VARCHAR, family VARCHAR)[])`;
	});
	return `CREATE TABLE papers AS SELECT * FROM (VALUES ${rows.join(',\n')})
		AS t(paper_id, title, algorithms, benchmarks, proposed, paradigms, domains, models)`;
}

/** Searches to try: parts of every title's words (at each start and length, so most start
 * inside a word), in three cases, and words no title starts with; 1,500 of them, seeded. */
function searches(titles: (string | null)[]): string[] {
	const out = new Set<string>(['zz', 'Q', 'kelvin', 'strong', 'ppo', 'A2C', 'rlhf', '4o', '2']);
	// The names' words too: a search finds a name where one of its words starts.
	for (const title of [...titles, ...NAMES, ...KEYED_NAMES]) {
		for (const word of (title ?? '').split(/[^A-Za-z0-9]+/)) {
			for (let i = 1; i <= word.length; i++)
				for (let j = 0; j < i; j++) {
					const part = word.slice(j, i);
					out.add(part).add(part.toLowerCase()).add(part.toUpperCase());
				}
		}
	}
	const random = createRandom(5);
	return [...out]
		.filter(indexAnswers)
		.map((q) => [random.next(), q] as const)
		.sort(([a], [b]) => a - b)
		.slice(0, 1500)
		.map(([, q]) => q);
}

let node: DuckDBConnection;
let wasm: { query(sql: string): { toArray(): { toJSON(): Record<string, unknown> }[] } };
let index: SearchIndex;
let titles: (string | null)[];

beforeAll(async () => {
	const create = papersSql(400, 11);
	node = await (await DuckDBInstance.create(':memory:')).connect();
	await node.run(create);
	index = decodeSearchIndex(encodeSearchIndex(await readSearchIndex(node)).slice().buffer)!;
	const db = await wasmDuckDB();
	wasm = db.connect();
	wasm.query(create);
	wasm.query(`CREATE TABLE numbered AS SELECT ${PAPER_NUMBER} AS paper, * FROM papers`);
	titles = wasm
		.query('SELECT title FROM numbered ORDER BY paper')
		.toArray()
		.map((r) => r.toJSON().title as string | null);
}, 60_000);
afterAll(() => node?.closeSync());

/** The papers the app's DuckDB keeps under `f` (a search of `q`). */
const keptByDuckDB = (q: string, f: Partial<Filters> = {}) =>
	wasm
		.query(
			`SELECT paper FROM numbered WHERE ${conditions({ ...emptyFilters(), q, ...f }).join(' AND ')} ORDER BY paper`
		)
		.toArray()
		.map((r) => r.toJSON().paper);

describe('searchedPapers', () => {
	it('keeps what the search condition keeps, for every search the index answers', () => {
		const tried = searches(titles);
		expect(tried.length).toBe(1500);
		let matched = 0;
		for (const q of tried) {
			const papers = [...searchedPapers(index, q)!];
			expect(papers, q).toEqual(keptByDuckDB(q));
			matched += papers.length;
		}
		expect(matched).toBeGreaterThan(1000);
	}, 120_000);

	it('finds the cases the expression decides: camel case, ſ and the Kelvin sign, names', () => {
		const titleOf = (q: string) =>
			papersWithPrefix(index.titleWords, q.toLowerCase())
				.flat()
				.map((p) => titles[p]);
		expect(titleOf('GPT')).toContain(TITLES[0]); // ChatGPT
		expect(titleOf('zero')).toContain(TITLES[0]); // AlphaZero
		expect(titleOf('porting')).not.toContain(TITLES[0]); // Supporting
		expect(titleOf('strong')).toContain(TITLES[1]); // ſtrong
		expect(titleOf('kontrol')).toContain(TITLES[1]); // Kelvin sign
		expect(titleOf('PPO')).toContain(TITLES[2]); // éPPO: a capital after a small letter
		expect(titleOf('ppo')).not.toContain(TITLES[3]); // x4PPO: after a digit
		expect(titleOf('rd')).not.toContain(TITLES[5]); // ٣rd: after a digit beyond ASCII
		expect(searchedPapers(index, 'kelvin')!.length).toBeGreaterThan(0); // the name KELVIN
	});

	it('finds a name by the start of any of its words, not inside one', () => {
		const reasoning = wasm
			.query(
				"SELECT paper FROM numbered WHERE list_contains(list_transform(paradigms || domains || algorithms || benchmarks || proposed, x -> lower(x)), 'math reasoning') ORDER BY paper"
			)
			.toArray()
			.map((r) => r.toJSON().paper as number);
		expect(reasoning.length).toBeGreaterThan(0);
		for (const q of ['reasoning', 'Reas', 'MATH']) {
			expect([...searchedPapers(index, q)!], q).toEqual(expect.arrayContaining(reasoning));
			expect(keptByDuckDB(q), q).toEqual(expect.arrayContaining(reasoning));
		}
		// No seeded title has "soning" (their letters are ALPHABET's): only a name could give it.
		expect(keptByDuckDB('soning')).toEqual([]);
		expect([...searchedPapers(index, 'soning')!]).toEqual([]);
		// A capital after a small letter starts a word in a name too ("DeepSeek"); the separator
		// of the names is never found.
		const seek = searchedPapers(index, 'seek')!;
		expect(seek.length).toBeGreaterThan(0);
		expect([...seek]).toEqual(keptByDuckDB('seek'));
		expect(keptByDuckDB('|')).toEqual([]);
	});

	it('leaves every other search to DuckDB', () => {
		for (const q of ['deep learning', 'GPT-4', 'Ärger', 'ſtrong', '', 'a b'])
			expect(searchedPapers(index, q), q).toBeNull();
		expect(searchedPapers(index, '  PPO  ')).toEqual(searchedPapers(index, 'PPO'));
	});
});

describe('namedPapers', () => {
	it('keeps what the name condition keeps, for every name, its case variants and plurals', () => {
		const tried = [...NAMES, ...KEYED_NAMES].flatMap((n) => [
			n,
			n.toLowerCase(),
			n.toUpperCase(),
			`${n}s`
		]);
		const states = [
			...tried.map((n) => [n]),
			['PPO', 'milac'],
			['Qwen', 'QWEN', 'nothing'],
			['nothing'],
			['']
		];
		let matched = 0;
		for (const name of states) {
			const papers = [...namedPapers(index, name)!];
			expect(papers, JSON.stringify(name)).toEqual(keptByDuckDB('', { name }));
			matched += papers.length;
		}
		expect(matched).toBeGreaterThan(1000);
	}, 60_000);

	it('leaves a name DuckDB would not read as written to DuckDB', () => {
		expect(namedPapers(index, ['PPO', 'PPO\udc00'])).toBeNull();
	});
});

describe('decodeSearchIndex', () => {
	it('refuses another file or a damaged one', () => {
		const bytes = encodeSearchIndex(index);
		expect(decodeSearchIndex(new TextEncoder().encode('RLCUBE02 not this').buffer)).toBeNull();
		expect(decodeSearchIndex(bytes.slice(0, bytes.length - 8).buffer)).toBeNull();
	});
});
