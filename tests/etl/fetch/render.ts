// Responses in the shapes the sources document, rendered from the corpus: the Hugging Face
// daily-papers item (OpenAPI `APIGetDailyPapersResponseItem`) and arXiv Atom in its two looks
// (the user manual's, with namespaces on each element and http ids; 2025's, namespaces on <feed>,
// https ids).
import type { CorpusPaper } from './corpus.ts';

const escape = (text: string) =>
	text
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;');

const user = (name: string) => ({
	_id: `u-${name}`,
	avatarUrl: `https://cdn-avatars.huggingface.co/${name}.png`,
	isPro: false,
	fullname: name,
	user: name,
	type: 'user'
});

/** One item of `/api/daily_papers` (and, wrapped the same way, of `/api/papers/search`). */
export function hfItem(paper: CorpusPaper): Record<string, unknown> {
	const listed = paper.listed ?? paper.submitted.slice(0, 10);
	const organization = paper.organization && {
		_id: `o-${paper.organization.name}`,
		...paper.organization,
		avatar: 'x.png'
	};
	return {
		paper: {
			id: paper.id,
			authors: paper.authors.map((name, i) => ({ _id: `a${i}`, name, hidden: false })),
			mediaUrls: [],
			publishedAt: paper.submitted.replace('Z', '.000Z'),
			submittedOnDailyAt: `${listed}T00:00:00.000Z`,
			title: paper.title,
			submittedOnDailyBy: user('akhaliq'),
			summary: `${paper.abstract}\n`,
			upvotes: paper.upvotes,
			discussionId: `d-${paper.id}`,
			ai_summary: paper.abstract.split('.')[0],
			ai_keywords: ['reinforcement learning'],
			...(organization ? { organization } : {})
		},
		publishedAt: `${listed}T01:23:45.000Z`,
		title: paper.title,
		summary: paper.abstract,
		thumbnail: `https://cdn-thumbnails.huggingface.co/social-thumbnails/papers/${paper.id}.png`,
		numComments: 1,
		submittedBy: user('akhaliq'),
		...(organization ? { organization } : {}),
		isAuthorParticipating: false
	};
}

export type AtomLook = 'manual' | '2025';

function entry(paper: CorpusPaper, look: AtomLook): string {
	const host = look === 'manual' ? 'http://arxiv.org' : 'https://arxiv.org';
	const arxivNs = look === 'manual' ? ' xmlns:arxiv="http://arxiv.org/schemas/atom"' : '';
	// Titles and abstracts come hard-wrapped and indented.
	const wrapped = paper.abstract.replace(/(.{40}\S*) /g, '$1\n  ');
	return `  <entry>
    <id>${host}/abs/${paper.id}v1</id>
    <updated>${paper.submitted}</updated>
    <published>${paper.submitted}</published>
    <title>${escape(paper.title)}</title>
    <summary>  ${escape(wrapped)}
</summary>
${paper.authors.map((name) => `    <author>\n      <name>${escape(name)}</name>\n    </author>`).join('\n')}
    <arxiv:comment${arxivNs}>12 pages, 3 figures</arxiv:comment>
    <link href="${host}/abs/${paper.id}v1" rel="alternate" type="text/html"/>
    <link title="pdf" href="${host}/pdf/${paper.id}v1" rel="related" type="application/pdf"/>
    <arxiv:primary_category${arxivNs} term="${paper.categories[0]}" scheme="http://arxiv.org/schemas/atom"/>
${paper.categories.map((c) => `    <category term="${c}" scheme="http://arxiv.org/schemas/atom"/>`).join('\n')}
    <category term="I.2.6" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`;
}

/** A page of `/api/query`: `total` matches, this page's `papers` from `start`. */
export function atomFeed(
	papers: CorpusPaper[],
	options: { total: number; start: number; perPage: number; query: string; look: AtomLook }
): string {
	const { total, start, perPage, query, look } = options;
	const title = escape(`search_query=${query}&id_list=&start=${start}&max_results=${perPage}`);
	if (look === 'manual') {
		const os = ' xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/"';
		return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?${escape(query)}" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: ${title}</title>
  <id>http://arxiv.org/api/cHxbiOdZaP56ODnBPIenZhzg5f8</id>
  <updated>2025-06-20T00:00:00-04:00</updated>
  <opensearch:totalResults${os}>${total}</opensearch:totalResults>
  <opensearch:startIndex${os}>${start}</opensearch:startIndex>
  <opensearch:itemsPerPage${os}>${perPage}</opensearch:itemsPerPage>
${papers.map((p) => entry(p, look)).join('\n')}
</feed>
`;
	}
	return `<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns="http://www.w3.org/2005/Atom">
  <id>https://arxiv.org/api/SkuXkYxumgL1drFIL7NufdnpkFc</id>
  <title>arXiv Query: ${title}</title>
  <updated>2025-11-11T18:34:08Z</updated>
  <link href="https://arxiv.org/api/query?${escape(query)}" type="application/atom+xml"/>
  <opensearch:itemsPerPage>${perPage}</opensearch:itemsPerPage>
  <opensearch:totalResults>${total}</opensearch:totalResults>
  <opensearch:startIndex>${start}</opensearch:startIndex>
${papers.map((p) => entry(p, look)).join('\n')}
</feed>
`;
}

/** arXiv's answer to a malformed request (user manual §3.4): HTTP 200, one entry titled Error. */
export const ATOM_ERROR = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">
  <title xmlns="http://www.w3.org/2005/Atom">ArXiv Query: search_query=&amp;id_list=1234.12345</title>
  <id xmlns="http://www.w3.org/2005/Atom">http://arxiv.org/api/kvuntZ8c9a4Eq5CF7KY03nMug+Q</id>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">1</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <entry xmlns="http://www.w3.org/2005/Atom">
    <id xmlns="http://www.w3.org/2005/Atom">http://arxiv.org/api/errors#incorrect_id_format_for_1234.12345</id>
    <title xmlns="http://www.w3.org/2005/Atom">Error</title>
    <summary xmlns="http://www.w3.org/2005/Atom">incorrect id format for 1234.12345</summary>
  </entry>
</feed>
`;
