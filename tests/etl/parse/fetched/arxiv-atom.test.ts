import { describe, expect, it } from 'vitest';
import { parseArxivPage } from '../../../../etl/parse/fetched/arxiv-atom.ts';
import { DamagedBodyError, ShapeError } from '../../../../etl/parse/fetched/body-errors.ts';
import { submittedOn } from '../../fetch/corpus.ts';
import { ATOM_ERROR, atomFeed } from '../../fetch/render.ts';

// The user manual's example response (§4.1), an old-style id and one entry.
const MANUAL_EXAMPLE = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <link xmlns="http://www.w3.org/2005/Atom" href="http://arxiv.org/api/query?search_query=all:electron&amp;id_list=&amp;start=0&amp;max_results=1" rel="self" type="application/atom+xml"/>
  <title xmlns="http://www.w3.org/2005/Atom">ArXiv Query: search_query=all:electron&amp;id_list=&amp;start=0&amp;max_results=1</title>
  <id xmlns="http://www.w3.org/2005/Atom">http://arxiv.org/api/cHxbiOdZaP56ODnBPIenZhzg5f8</id>
  <updated xmlns="http://www.w3.org/2005/Atom">2007-10-08T00:00:00-04:00</updated>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">1000</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">1</opensearch:itemsPerPage>
  <entry xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
    <id xmlns="http://www.w3.org/2005/Atom">http://arxiv.org/abs/hep-ex/0307015</id>
    <published xmlns="http://www.w3.org/2005/Atom">2003-07-07T13:46:39-04:00</published>
    <updated xmlns="http://www.w3.org/2005/Atom">2003-07-07T13:46:39-04:00</updated>
    <title xmlns="http://www.w3.org/2005/Atom">Multi-Electron Production at High Transverse Momenta in ep Collisions at
  HERA</title>
    <summary xmlns="http://www.w3.org/2005/Atom">  Multi-electron production is studied at high electron transverse momentum in
positron- and electron-proton collisions using the H1 detector at HERA.
</summary>
    <author xmlns="http://www.w3.org/2005/Atom">
      <name xmlns="http://www.w3.org/2005/Atom">H1 Collaboration</name>
    </author>
    <arxiv:comment xmlns:arxiv="http://arxiv.org/schemas/atom">23 pages, 8 figures and 4 tables</arxiv:comment>
    <link xmlns="http://www.w3.org/2005/Atom" href="http://arxiv.org/abs/hep-ex/0307015v1" rel="alternate" type="text/html"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="hep-ex" scheme="http://arxiv.org/schemas/atom"/>
    <category term="hep-ex" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
</feed>`;

describe('parseArxivPage', () => {
	it("reads the user manual's example into a record with the v1 date", () => {
		const page = parseArxivPage(MANUAL_EXAMPLE, 'page.cache.gz');
		expect(page).toMatchObject({ total: 1000, start: 0, skips: [] });
		expect(page.records).toEqual([
			{
				origin: 'arxiv',
				file: 'page.cache.gz',
				line: 1,
				rank: null,
				title: 'Multi-Electron Production at High Transverse Momenta in ep Collisions at HERA',
				abstract:
					'Multi-electron production is studied at high electron transverse momentum in positron- and electron-proton collisions using the H1 detector at HERA.',
				arxiv_id: 'hep-ex/0307015',
				organization: null,
				authors_count: 1,
				votes: null,
				published: '2003-07-07',
				date_source: 'arxiv',
				categories: ['hep-ex']
			}
		]);
	});

	it('reads both looks of the feed the same way (manual: http ids; 2025: https ids, root namespaces)', () => {
		const papers = submittedOn('2025-06-03');
		const read = (look: 'manual' | '2025') =>
			parseArxivPage(atomFeed(papers, { total: 9, start: 4, perPage: 200, query: 'q', look }), 'f');
		const manual = read('manual');
		expect(read('2025')).toEqual(manual);
		expect(manual.total).toBe(9);
		expect(manual.start).toBe(4);
		expect(manual.records.map((r) => [r.arxiv_id, r.published, r.authors_count])).toEqual(
			papers.map((p) => [p.id, '2025-06-03', p.authors.length])
		);
		// Only arXiv classes; the ACM class I.2.6 is not a category; primary first.
		expect(manual.records[0].categories).toEqual(papers[0].categories);
		expect(manual.records[0].abstract).toBe(papers[0].abstract);
	});

	it('treats a cut or non-XML body as damaged (worth asking again)', () => {
		const whole = atomFeed(submittedOn('2025-06-03'), {
			total: 3,
			start: 0,
			perPage: 5,
			query: 'q',
			look: '2025'
		});
		expect(() => parseArxivPage(whole.slice(0, whole.length / 2), 'f')).toThrow(DamagedBodyError);
		expect(() => parseArxivPage('Rate exceeded.', 'f')).toThrow(/not readable XML.*Rate exceeded/);
		const empty = atomFeed([], { total: 3, start: 0, perPage: 5, query: 'q', look: '2025' });
		expect(() => parseArxivPage(empty, 'f')).toThrow(
			/no entries from 0 although totalResults is 3/
		);
	});

	it("fails on another shape or arXiv's error entry, naming what is unexpected", () => {
		const body = atomFeed(submittedOn('2025-06-03'), {
			total: 3,
			start: 0,
			perPage: 5,
			query: 'q',
			look: '2025'
		});
		const noDate = body.replaceAll('published>', 'submitted>');
		expect(() => parseArxivPage(noDate, 'f')).toThrow(ShapeError);
		expect(() => parseArxivPage(noDate, 'f')).toThrow(
			/entry 1 \(2506\.00301\): <published> is null/
		);
		expect(() => parseArxivPage(body.replaceAll('totalResults', 'total'), 'f')).toThrow(
			/the feed has no <opensearch:totalResults>/
		);
		expect(() => parseArxivPage('<rss><channel/></rss>', 'f')).toThrow(
			/expected an Atom <feed>, got <rss>/
		);
		expect(() => parseArxivPage('<!DOCTYPE html><html><body>503</body></html>', 'f')).toThrow(
			/expected an Atom feed, got an HTML page/
		);
		expect(() => parseArxivPage(ATOM_ERROR, 'f')).toThrow(
			/arXiv answered with an error: incorrect id format for 1234.12345/
		);
	});

	it('skips an entry without a title or abstract, keeping its position', () => {
		const body = atomFeed(submittedOn('2025-06-03').slice(0, 2), {
			total: 2,
			start: 0,
			perPage: 5,
			query: 'q',
			look: '2025'
		}).replace(/<summary>[^<]*<\/summary>/, '<summary> </summary>');
		const page = parseArxivPage(body, 'f');
		expect(page.skips).toEqual([{ file: 'f', line: 1, reason: '2506.00301: no abstract' }]);
		expect(page.records.map((r) => r.line)).toEqual([2]);
	});
});
