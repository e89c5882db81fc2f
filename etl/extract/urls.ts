import type { Mention } from '../types.ts';
import { mention, pushUnique, type Source } from './sources.ts';

const URL = /\bhttps?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}>'"]+$/;

/** Every URL in the texts, as written, without trailing punctuation. */
export function extractUrls(sources: Source[]): { urls: string[]; mentions: Mention[] } {
	const urls: string[] = [];
	const mentions: Mention[] = [];
	for (const { field, text } of sources) {
		for (const m of text.includes('http') ? text.matchAll(URL) : []) {
			let url = m[0];
			// Keep a closing bracket that belongs to the URL itself, e.g. a wiki link "(…)".
			while (TRAILING.test(url)) {
				const cut = url.replace(/[.,;:!?)\]}>'"]$/, '');
				if (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0))
					break;
				url = cut;
			}
			if (pushUnique(urls, url))
				mentions.push(mention('url', url, field, m.index, m.index + url.length));
		}
	}
	return { urls, mentions };
}
