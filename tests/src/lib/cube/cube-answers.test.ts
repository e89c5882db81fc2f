// The cube's answers are the overview queries' rows, column for column and in the same order:
// checked against DuckDB on the ETL's fixture data and on a seeded random table full of ties,
// names differing only in case, repeated claims and sizes on bin edges, over many filter states.
import type { DuckDBConnection } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readCube } from '../../../../scripts/overview-cube.ts';
import { readSearchIndex } from '../../../../scripts/search-index.ts';
import { cubeOverview } from '../../../../src/lib/cube/cube-answers.ts';
import { decodeCube, encodeCube } from '../../../../src/lib/cube/cube-file.ts';
import type { PaperCube } from '../../../../src/lib/cube/paper-cube.ts';
import { cubeAnswers, selectedPapers } from '../../../../src/lib/cube/cube-selection.ts';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import {
	namedPapers,
	searchedPapers,
	type SearchIndex
} from '../../../../src/lib/search/search-index.ts';
import { cubeTables, states } from './cube-states.ts';

async function compare(
	connection: DuckDBConnection,
	statesOf = states,
	search: SearchIndex | null = null
) {
	const cube = decodeCube(encodeCube((await readCube(connection))!).slice().buffer)!;
	expect(cube).not.toBeNull();
	let compared = 0;
	for (const f of statesOf(cube)) {
		expect(cubeAnswers(cube, f, search), JSON.stringify(f)).toBe(true);
		const answers = cubeOverview(cube, selectedPapers(cube, f, search));
		for (const [id, sql] of Object.entries(overviewQueries(f))) {
			const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson();
			expect(answers[id], `${id} under ${JSON.stringify(f)}`).toEqual(rows);
			compared += rows.length;
		}
	}
	return compared;
}

describe('the cube answers as the overview queries do', () => {
	const tables = cubeTables();

	it('on the fixture papers the ETL writes', async () => {
		expect(await compare(tables.fixture())).toBeGreaterThan(50);
	});

	it('with the search index, on searches for one word, alone and with bars and dates', async () => {
		const connection = tables.fixture();
		const search = await readSearchIndex(connection);
		// Words of the fixture's titles, their starts, and a few more.
		const titles = (await connection.runAndReadAll('SELECT title FROM papers ORDER BY paper_id'))
			.getColumnsJS()[0]
			.slice(0, 12) as string[];
		const words = titles.flatMap((t) => t.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 3));
		const searches = [
			...words.slice(0, 8),
			...words.slice(8, 12).map((w) => w.slice(0, 3).toUpperCase()),
			'PPO',
			'rl',
			'x',
			'zzz'
		];
		const searchStates = (cube: PaperCube): Filters[] => {
			const algorithm = cube.lists.algorithms.names[0];
			return searches.flatMap((q) => [
				{ ...emptyFilters(), q },
				{ ...emptyFilters(), q, algorithm: [algorithm] },
				{ ...emptyFilters(), q, from: '2024-06-15', bounded: true }
			]);
		};
		const found = searches.filter((q) => searchedPapers(search, q)!.length > 0);
		expect(found.length).toBeGreaterThan(10);
		expect(await compare(connection, searchStates, search)).toBeGreaterThan(50);
	}, 60_000);

	it('with the search index, on names: as named, in other cases, plural, with bars, dates and a search', async () => {
		const connection = tables.fixture();
		const search = await readSearchIndex(connection);
		// The names the fixture's papers use (the learned ones among them), in name order.
		const named = (
			await connection.runAndReadAll(`SELECT DISTINCT name FROM (SELECT unnest(flatten([algorithms,
				benchmarks, proposed, list_transform(models, m -> m.name)])) AS name FROM papers)
				WHERE name IS NOT NULL ORDER BY name LIMIT 12`)
		).getColumnsJS()[0] as string[];
		const names = [
			...named,
			...named.slice(0, 4).map((n) => n.toUpperCase()),
			...named.slice(4, 8).map((n) => `${n.toUpperCase()}s`),
			'no paper names this'
		];
		const nameStates = (cube: PaperCube): Filters[] => {
			const algorithm = cube.lists.algorithms.names[0];
			return [
				...names.flatMap((n) => [
					{ ...emptyFilters(), name: [n] },
					{ ...emptyFilters(), name: [n], algorithm: [algorithm] },
					{ ...emptyFilters(), name: [n], from: '2024-06-15', bounded: true },
					{ ...emptyFilters(), name: [n], q: 'rl' }
				]),
				{ ...emptyFilters(), name: named.slice(0, 3) }
			];
		};
		const found = names.filter((n) => namedPapers(search, [n])!.length > 0);
		expect(found.length).toBeGreaterThan(15);
		expect(await compare(connection, nameStates, search)).toBeGreaterThan(50);
	}, 60_000);

	it('on a random table full of ties, case-only differences and repeated claims', async () => {
		expect(await compare(tables.random())).toBeGreaterThan(1000);
	}, 60_000);
});
