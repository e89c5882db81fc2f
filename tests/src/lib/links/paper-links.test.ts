import { describe, expect, it } from 'vitest';
import { paperLinks } from '../../../../src/lib/links/paper-links.ts';

describe('paperLinks', () => {
	it('links the arXiv abstract and the Hugging Face page when the id is known', () => {
		expect(paperLinks({ arxiv_id: '2501.12948', title: 'DeepSeek-R1' })).toEqual([
			{ label: 'arXiv abstract', href: 'https://arxiv.org/abs/2501.12948' },
			{ label: 'Hugging Face paper page', href: 'https://huggingface.co/papers/2501.12948' }
		]);
		expect(paperLinks({ arxiv_id: 'hep-th/9901001', title: 'x' })[0].href).toBe(
			'https://arxiv.org/abs/hep-th/9901001'
		);
	});

	it('searches by title otherwise, with the title encoded', () => {
		const links = paperLinks({ arxiv_id: null, title: 'A & B:  "quoted"\ntitle' });
		expect(links.map((l) => l.href)).toEqual([
			'https://arxiv.org/search/?query=A%20%26%20B%3A%20%22quoted%22%20title&searchtype=title',
			'https://huggingface.co/papers?q=A%20%26%20B%3A%20%22quoted%22%20title'
		]);
		expect(paperLinks({ arxiv_id: 'not an id', title: 't' })[0].label).toMatch(/Search/);
	});
});
