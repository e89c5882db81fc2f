// Where a reader goes next from a paper: its arXiv and Hugging Face pages when the arXiv id is
// known, else a search for its title. Plain links the reader follows; the app fetches nothing.

export interface PaperLink {
	label: string;
	href: string;
}

/** New-style (`2501.12948`) or old-style (`hep-th/9901001`) arXiv ids, without version. */
const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})$/;

export function paperLinks(paper: { arxiv_id?: string | null; title: string }): PaperLink[] {
	const id = paper.arxiv_id?.trim() ?? '';
	if (ARXIV_ID.test(id)) {
		return [
			{ label: 'arXiv abstract', href: `https://arxiv.org/abs/${id}` },
			{ label: 'Hugging Face paper page', href: `https://huggingface.co/papers/${id}` }
		];
	}
	const query = encodeURIComponent(paper.title.replace(/\s+/g, ' ').trim());
	return [
		{
			label: 'Search arXiv for this title',
			href: `https://arxiv.org/search/?query=${query}&searchtype=title`
		},
		{ label: 'Search Hugging Face papers', href: `https://huggingface.co/papers?q=${query}` }
	];
}
