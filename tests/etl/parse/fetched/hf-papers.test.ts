import { describe, expect, it } from 'vitest';
import { DamagedBodyError, ShapeError } from '../../../../etl/parse/fetched/body-errors.ts';
import { parseHfListing } from '../../../../etl/parse/fetched/hf-papers.ts';
import { listedOn } from '../../fetch/corpus.ts';
import { hfItem } from '../../fetch/render.ts';

const options = { file: 'hf.cache.gz', ranked: true, firstRank: 1, day: '2025-06-05' };
const items = () => listedOn('2025-06-05').map(hfItem) as Array<Record<string, any>>;

describe('parseHfListing', () => {
	it('reads a daily listing: arXiv id and date, organisation, upvotes, authors, rank', () => {
		const papers = listedOn('2025-06-05');
		const listing = parseHfListing(JSON.stringify(items()), options);
		expect(listing.items).toBe(papers.length);
		expect(listing.skips).toEqual([]);
		expect(listing.records[0]).toEqual({
			origin: 'listing',
			file: 'hf.cache.gz',
			line: 1,
			rank: 1,
			title: papers[0].title,
			abstract: papers[0].abstract,
			arxiv_id: papers[0].id,
			organization: papers[0].organization?.fullname ?? null,
			authors_count: papers[0].authors.length,
			votes: papers[0].upvotes,
			// The paper's arXiv submission day, not the day it was listed (2025-06-05).
			published: '2025-06-03',
			date_source: 'arxiv',
			categories: []
		});
	});

	it('dates a paper without an arXiv id by its listing day, and numbers ranks across pages', () => {
		const [first] = items();
		first.paper.id = 'not-an-arxiv-id';
		delete first.paper.organization;
		delete first.organization;
		const [record] = parseHfListing(JSON.stringify([first]), {
			...options,
			firstRank: 101
		}).records;
		expect(record).toMatchObject({
			arxiv_id: null,
			published: '2025-06-05',
			date_source: 'listing',
			rank: 101,
			organization: null
		});
	});

	it('reads search results unranked, wrapped or bare', () => {
		const [wrapped] = items();
		const bare = { ...wrapped.paper };
		const listing = parseHfListing(JSON.stringify([wrapped, bare]), { file: 's', ranked: false });
		expect(listing.records.map((r) => [r.rank, r.arxiv_id])).toEqual([
			[null, wrapped.paper.id],
			[null, wrapped.paper.id]
		]);
	});

	it('skips a withdrawn paper or one without an abstract, naming it', () => {
		const list = items();
		list[0].paper.summary = '  ';
		list[1] = { ...list[1], paper: { ...list[1].paper, withdrawnAt: '2025-06-06T00:00:00.000Z' } };
		const listing = parseHfListing(JSON.stringify(list), options);
		expect(listing.skips).toEqual([
			{ file: 'hf.cache.gz', line: 1, reason: expect.stringMatching(/: no abstract for "/) },
			{ file: 'hf.cache.gz', line: 2, reason: `${list[1].paper.id}: withdrawn` }
		]);
	});

	it('names the field when the shape changed', () => {
		const renamed = JSON.stringify(items()).replaceAll('"summary":', '"abstract":');
		expect(() => parseHfListing(renamed, options)).toThrow(ShapeError);
		expect(() => parseHfListing(renamed, options)).toThrow(
			'[0].paper.summary: expected string, got missing'
		);
		const retyped = items();
		retyped[1].paper.upvotes = '12';
		expect(() => parseHfListing(JSON.stringify(retyped), options)).toThrow(
			'[1].paper.upvotes: expected number, got 12 (string)'
		);
		expect(() => parseHfListing('{"papers":[],"total":0}', options)).toThrow(
			'expected a JSON array of papers, got an object with keys papers, total'
		);
		expect(() => parseHfListing('<!DOCTYPE html><html>Log in</html>', options)).toThrow(
			'expected JSON, got markup: <!DOCTYPE html><html>Log in</html>'
		);
		expect(() => parseHfListing(JSON.stringify([{ title: 'x' }]), options)).toThrow(
			'[0].paper: expected an object'
		);
	});

	it('treats a cut body as damaged', () => {
		const body = JSON.stringify(items());
		expect(() => parseHfListing(body.slice(0, body.length - 7), options)).toThrow(DamagedBodyError);
		expect(parseHfListing('[]', options)).toEqual({ items: 0, records: [], skips: [] });
	});
});
