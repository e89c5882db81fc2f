import { createHash } from 'node:crypto';

/** Lower case, every run of characters outside [a-z0-9] → one space, trimmed. */
export function normaliseTitle(title: string): string {
	return title
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();
}

/** Stable paper id: the first 12 hex digits of SHA-1 of the normalised title. */
export function paperId(title: string): string {
	return createHash('sha1').update(normaliseTitle(title)).digest('hex').slice(0, 12);
}
