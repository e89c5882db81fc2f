import type { Mention } from '../types.ts';
import { mention, pushUnique, type Source } from './sources.ts';

// Braces end a URL: "\href{https://…}{https://…}" writes one address twice.
const URL = /\bhttps?:\/\/[^\s<>"'`{}]+/g;
// "github.com/lt-asset/selp", "www.thought-anchors.com", "foo.github.io", "huggingface.co/x": an
// address written without its scheme. A bare domain ("Snyk.io", "Varif.ai") is a site's name, an
// address only after "at" ("found at bouncerbench.com"). One list of endings for both patterns.
const ENDINGS = 'com|org|io|ai|net|dev|edu|co';
const BARE_URL = new RegExp(
	String.raw`(?<![@/.\p{L}\p{N}_-])(?:www\.[\w-]+(?:\.[\w-]+)+|[\w-]+(?:\.[\w-]+)*\.(?:${ENDINGS}))(?![\w-])(\/[^\s<>"'\x60{}]*)?`,
	'gu'
);
const AT_BEFORE = /\bat\s+$/;
const HAS_BARE_URL = new RegExp(String.raw`\.(?:${ENDINGS})\b`);
const TRAILING = /[.,;:!?)\]}>'"]+$/;

/** Every URL in the texts, as written, without trailing punctuation. */
export function extractUrls(sources: Source[]): { urls: string[]; mentions: Mention[] } {
	const urls: string[] = [];
	const mentions: Mention[] = [];
	for (const { field, text } of sources) {
		for (const m of addresses(text)) {
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

/** The URLs of a text, with a scheme or without one, in the order written. */
function addresses(text: string): RegExpExecArray[] {
	const found = text.includes('http') ? [...text.matchAll(URL)] : [];
	if (!HAS_BARE_URL.test(text)) return found;
	for (const m of text.matchAll(BARE_URL)) {
		const address =
			m[0].startsWith('www.') ||
			m[1] !== undefined ||
			/\.github\.io$/.test(m[0]) ||
			AT_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index));
		if (address) found.push(m);
	}
	return found.sort((a, b) => a.index - b.index);
}
