// The corpus pass: names one paper coins are tagged, with their type, where other papers use them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { describe, expect, it } from 'vitest';
import { writePapersParquet } from '../../../etl/write/parquet.ts';
import { staged } from './staged-fixture.ts';
import { tempDir } from '../../temp-dir.ts';

const coin = (name: string, type: string, long_form: string | null = null) => ({
	name,
	type,
	long_form,
	evidence: `We propose ${name}.`
});
const use = (
	name: string,
	start: number,
	cue: string | null = null,
	long_form: string | null = null
) => ({
	name,
	field: 'abstract',
	start,
	end: start + name.length,
	cue,
	long_form
});

async function run(rows: Record<string, unknown>[]) {
	const dir = tempDir('learn-test-');
	const input = join(dir, 'staged.ndjson');
	const lines = rows.map((r, i) =>
		JSON.stringify(
			staged({
				origin: 'arxiv',
				file: 'a.jsonl',
				rank: null,
				date_source: 'arxiv',
				line: i + 1,
				...r
			})
		)
	);
	await writeFile(input, lines.join('\n') + '\n');
	const result = await writePapersParquet(input, join(dir, 'papers.parquet'), dir);
	const read = async (name: string) => {
		const bytes = await readFile(join(dir, name));
		const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
		return (await parquetReadObjects({ file, compressors })) as Record<string, any>[];
	};
	return { result, papers: await read('papers.parquet'), entities: await read('entities.parquet') };
}

const paper = (id: string, published: string, extra: Record<string, unknown>) => ({
	paper_id: id,
	title: `Paper ${id}`,
	abstract: 'text',
	published,
	...extra
});

describe('corpus pass', () => {
	it('tags a coined method, benchmark and model in later papers, by type, with provenance', async () => {
		const { result, papers, entities } = await run([
			paper('a', '2025-01-10', {
				proposed: ['FooPO', 'BarBench'],
				coined: [coin('FooPO', 'method'), coin('BarBench', 'benchmark')]
			}),
			paper('b', '2025-03-02', { proposed: ['Baz-7B'], coined: [coin('Baz-7B', 'model')] }),
			paper('c', '2025-05-20', {
				algorithms: ['PPO'],
				candidates: [use('FooPO', 10), use('BarBench', 30), use('Baz-7B', 50), use('Unknown-X', 70)]
			})
		]);
		const c = papers.find((p) => p.paper_id === 'c')!;
		expect(c.algorithms).toEqual(['PPO', 'FooPO']);
		expect(c.benchmarks).toEqual(['BarBench']);
		expect(c.models.map((m: { name: string }) => m.name)).toEqual(['Baz-7B']);
		expect(c.mentions).toContainEqual({
			kind: 'algorithm',
			name: 'FooPO',
			field: 'abstract',
			start: 10,
			end: 15
		});
		// The definer keeps it in `proposed` only.
		const a = papers.find((p) => p.paper_id === 'a')!;
		expect(a.algorithms).toEqual([]);
		expect(result).toMatchObject({ entities: 3, adoptions: 3 });
		const foo = entities.find((e) => e.name === 'FooPO')!;
		expect(foo).toMatchObject({
			type: 'method',
			paper_id: 'a',
			definers: 1,
			papers: 2,
			adopters: 1
		});
		expect(String(foo.first_seen)).toMatch(/^2025-01-10|Fri Jan 10 2025/);
	});

	it('bounds an undated paper by the month its learned names were coined, never by its own', async () => {
		const { papers } = await run([
			paper('a', '2025-03-10', { coined: [coin('FooPO', 'method')] }),
			{ ...paper('u', '', { candidates: [use('FooPO', 3)] }), published: null, date_source: null },
			{
				...paper('v', '', { coined: [coin('BarPO', 'method')] }),
				published: null,
				date_source: null
			}
		]);
		const byId = Object.fromEntries(papers.map((p) => [p.paper_id, p]));
		expect(byId.u.date_source).toBe('bound');
		expect(new Date(byId.u.not_before).toISOString().slice(0, 10)).toBe('2025-03-01');
		expect(byId.u.not_before_reason).toMatch(/FooPO.*coined by paper a/);
		expect(byId.v.not_before).toBeNull();
	});

	it('needs evidence for a short acronym: its long form or a cue of its type', async () => {
		const { papers } = await run([
			paper('a', '2025-01-10', {
				coined: [coin('SPA', 'method', 'Stepwise Progress Attribution')]
			}),
			paper('b', '2025-02-10', { candidates: [use('SPA', 5)] }),
			paper('c', '2025-02-11', {
				candidates: [use('SPA', 5, null, 'Stepwise Progress Attribution')]
			}),
			paper('d', '2025-02-12', { candidates: [use('SPA', 5, 'method')] })
		]);
		const algorithms = Object.fromEntries(papers.map((p) => [p.paper_id, p.algorithms]));
		expect(algorithms).toEqual({ a: [], b: [], c: ['SPA'], d: ['SPA'] });
	});

	it('takes a name spelled out otherwise for another thing, and spellings apart for the same', async () => {
		const { papers } = await run([
			paper('a', '2025-01-10', {
				coined: [coin('GraSPO', 'method', 'Group-Relative Sparse Policy Optimization')]
			}),
			paper('b', '2025-02-10', {
				candidates: [use('GraSPO', 5, null, 'Graph Sampling Policy Optimization')]
			}),
			paper('c', '2025-02-11', {
				candidates: [use('GraSPO', 5, null, 'group relative sparse policy optimization')]
			}),
			paper('d', '2025-02-12', { candidates: [use('GraSPO', 5)] }),
			paper('f', '2025-02-14', {
				candidates: [use('GraSPOs', 5, null, 'group-relative sparse policy optimizations')]
			}),
			// Spelled out otherwise once, the letters mean that thing wherever the paper writes them.
			paper('e', '2025-02-13', {
				candidates: [
					use('GraSPO', 5, null, 'Graph Sampling Policy Optimization'),
					use('GraSPO', 60, 'method')
				]
			}),
			// British spelling, "RL" for its words, a kind word after: the same thing.
			paper('g', '2025-02-15', {
				candidates: [use('GraSPO', 5, null, 'Group Relative Sparse Policy Optimisation')]
			}),
			paper('h', '2025-02-16', {
				candidates: [use('GraSPO', 5, null, 'Group-Relative Sparse Policy Optimization algorithm')]
			}),
			// One word apart is another thing.
			paper('i', '2025-02-17', {
				candidates: [use('GraSPO', 5, null, 'Group-Relative Sampling Policy Optimization')]
			})
		]);
		const algorithms = Object.fromEntries(papers.map((p) => [p.paper_id, p.algorithms]));
		expect(algorithms).toEqual({
			a: [],
			b: [],
			c: ['GraSPO'],
			d: ['GraSPO'],
			e: [],
			f: ['GraSPO'],
			g: ['GraSPO'],
			h: ['GraSPO'],
			i: []
		});
	});

	it('reads "RL" in a long form as the words it stands for', async () => {
		const { papers } = await run([
			paper('a', '2025-01-10', {
				coined: [coin('CoRL', 'method', 'Constrained Reinforcement Learning')]
			}),
			paper('b', '2025-02-10', { candidates: [use('CoRL', 5, null, 'constrained RL')] }),
			paper('c', '2025-02-11', { candidates: [use('CoRL', 5, null, 'Critique RL')] })
		]);
		const algorithms = Object.fromEntries(papers.map((p) => [p.paper_id, p.algorithms]));
		expect(algorithms).toEqual({ a: [], b: ['CoRL'], c: [] });
	});

	it('needs the same evidence for an all-capital acronym of any length, a plain word and a name of three characters', async () => {
		const { papers } = await run([
			paper('a', '2025-01-10', {
				coined: [
					coin('CRAFTER', 'method'),
					coin('Apollo', 'method'),
					coin('RoboKit', 'method'),
					coin('P4', 'method')
				]
			}),
			paper('b', '2025-02-10', {
				candidates: [use('CRAFTER', 5), use('Apollo', 20), use('RoboKit', 40), use('P4', 60)]
			}),
			paper('c', '2025-02-11', { candidates: [use('Apollo', 5, 'method')] })
		]);
		const algorithms = Object.fromEntries(papers.map((p) => [p.paper_id, p.algorithms]));
		expect(algorithms).toEqual({ a: [], b: ['RoboKit'], c: ['Apollo'] });
	});

	it('does not learn a name several papers claim to coin, nor an untyped one', async () => {
		const { papers, entities } = await run([
			paper('a', '2025-01-10', { coined: [coin('GenThing', 'method'), coin('Widget', 'other')] }),
			paper('b', '2025-01-11', { coined: [coin('GenThing', 'method')] }),
			paper('c', '2025-02-10', { candidates: [use('GenThing', 5), use('Widget', 20)] })
		]);
		expect(papers.find((p) => p.paper_id === 'c')!.algorithms).toEqual([]);
		expect(entities.find((e) => e.name === 'GenThing')).toMatchObject({ definers: 2, adopters: 0 });
	});

	it('glosses a name several papers coin with the long form of the paper it quotes and links', async () => {
		const { entities } = await run([
			paper('b', '2025-03-02', {
				coined: [coin('AIM', 'method', 'Adaptive Intervention Mechanism')]
			}),
			paper('a', '2025-01-10', { coined: [coin('AIM', 'method', 'Alphabet Index Mapping')] }),
			// The earliest definer of KPX spells it out nowhere: no gloss of another paper's.
			paper('c', '2025-01-05', { coined: [coin('KPX', 'method')] }),
			paper('d', '2025-02-05', { coined: [coin('KPX', 'method', 'Key Point eXtraction')] })
		]);
		expect(entities.find((e) => e.name === 'AIM')).toMatchObject({
			paper_id: 'a',
			long_form: 'Alphabet Index Mapping',
			definers: 2
		});
		expect(entities.find((e) => e.name === 'AIM')!.aliases).toContain(
			'Adaptive Intervention Mechanism'
		);
		expect(entities.find((e) => e.name === 'KPX')).toMatchObject({
			paper_id: 'c',
			long_form: null
		});
		expect(entities.find((e) => e.name === 'KPX')!.aliases).toContain('Key Point eXtraction');
	});

	it('does not learn a name other papers already used in the month it was coined', async () => {
		const { papers, entities } = await run([
			paper('a', '2025-06-10', { coined: [coin('GenAlgo', 'method')] }),
			paper('b', '2025-06-02', { candidates: [use('GenAlgo', 5)] }),
			paper('c', '2025-06-20', { candidates: [use('GenAlgo', 5)] }),
			paper('d', '2025-09-01', { candidates: [use('GenAlgo', 5)] })
		]);
		expect(papers.every((p) => p.algorithms.length === 0)).toBe(true);
		expect(entities.map((e) => e.name)).not.toContain('GenAlgo');
	});

	it('takes one evidenced use no later than the coiner as a sign the name existed; a later one adopts it', async () => {
		const { papers, entities } = await run([
			paper('a', '2025-06-10', {
				coined: [
					coin('GenAlgo', 'method'),
					coin('FastNet', 'method'),
					coin('SPA', 'method', 'Sparse Plan Act')
				]
			}),
			// b uses GenAlgo days before it was "coined", and a bare SPA (no evidence: maybe another SPA).
			paper('b', '2025-06-02', { candidates: [use('GenAlgo', 5), use('SPA', 20)] }),
			// c adopts FastNet ten days after it was coined, and SPA with its long form later on.
			paper('c', '2025-06-20', { candidates: [use('FastNet', 5)] }),
			paper('d', '2025-09-01', { candidates: [use('SPA', 5, null, 'Sparse Plan Act')] })
		]);
		expect(entities.map((e) => e.name).sort()).toEqual(['FastNet', 'SPA']);
		expect(papers.find((p) => p.paper_id === 'c')!.algorithms).toEqual(['FastNet']);
		expect(papers.find((p) => p.paper_id === 'd')!.algorithms).toEqual(['SPA']);
		expect(papers.find((p) => p.paper_id === 'b')!.algorithms).toEqual([]);
	});

	it('reads an acronym and its plural as one name', async () => {
		const { papers, entities } = await run([
			paper('a', '2025-01-10', { coined: [coin('MiLACs', 'model'), coin('MiLAC', 'model')] }),
			paper('b', '2025-03-10', { candidates: [use('MiLACs', 5)] })
		]);
		expect(entities.filter((e) => e.name.startsWith('MiLAC'))).toMatchObject([
			{ name: 'MiLAC', definers: 1, adopters: 1 }
		]);
		expect(
			papers.find((p) => p.paper_id === 'b')!.models.map((m: { name: string }) => m.name)
		).toEqual(['MiLAC']);
	});

	it('keeps a name the paper already lists once', async () => {
		const { papers } = await run([
			paper('a', '2025-01-10', { coined: [coin('SWE-Gym', 'benchmark')] }),
			paper('b', '2025-02-10', { benchmarks: ['SWE-Gym'], candidates: [use('SWE-Gym', 40)] })
		]);
		expect(papers.find((p) => p.paper_id === 'b')!.benchmarks).toEqual(['SWE-Gym']);
	});

	it('counts a paper that lists a learned name as what it is, tagged or not, as the Emerging view does', async () => {
		const { entities } = await run([
			paper('a', '2025-01-10', {
				proposed: ['GRUE-X'],
				coined: [coin('GRUE-X', 'benchmark')]
			}),
			// Read as a benchmark by another extractor: no candidate use to tag.
			paper('b', '2025-02-10', { benchmarks: ['grue-x'] }),
			// A homonym in another list is another thing.
			paper('c', '2025-03-10', { algorithms: ['GRUE-X'] })
		]);
		expect(entities.find((e) => e.name === 'GRUE-X')).toMatchObject({
			definers: 1,
			papers: 2,
			adopters: 1
		});
	});

	it('dates a learned name from its coiner, not from a paper listing it earlier', async () => {
		const { entities } = await run([
			paper('z', '2024-11-05', { benchmarks: ['GRUE-X'] }),
			paper('a', '2025-01-10', { proposed: ['GRUE-X'], coined: [coin('GRUE-X', 'benchmark')] })
		]);
		const grue = entities.find((e) => e.name === 'GRUE-X')!;
		expect(grue).toMatchObject({ papers: 2, adopters: 1 });
		expect(String(grue.first_seen)).toMatch(/^2025-01-10|Fri Jan 10 2025/);
	});

	it('dates a name whose coiner is undated from its first dated adopter, tagged or not', async () => {
		const { entities } = await run([
			paper('a', null as unknown as string, {
				proposed: ['GRUE-X'],
				coined: [coin('GRUE-X', 'benchmark')]
			}),
			paper('b', '2025-03-01', { benchmarks: ['GRUE-X'] })
		]);
		const grue = entities.find((e) => e.name === 'GRUE-X')!;
		expect(grue).toMatchObject({ papers: 2, adopters: 1 });
		expect(String(grue.first_seen)).toMatch(/^2025-03-01|Sat Mar 01 2025/);
	});

	it('counts a coiner once, whichever spelling of the name its lists hold', async () => {
		const { entities } = await run([
			paper('a', '2025-01-10', { proposed: ['MiLAC'], coined: [coin('MiLAC', 'model')] }),
			paper('b', '2025-02-10', {
				proposed: ['MiLACs'],
				models: [{ name: 'MiLAC', family: null, params_b: null }],
				coined: [coin('MiLACs', 'model')]
			})
		]);
		expect(entities.find((e) => e.name === 'MiLAC')).toMatchObject({
			definers: 2,
			papers: 2,
			adopters: 0
		});
	});
});
