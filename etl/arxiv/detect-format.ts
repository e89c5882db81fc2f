// Which reader a file needs, told from its first bytes (not its name, not a flag).

export type InputFormat = 'listing-text' | 'arxiv-jsonl' | 'gzip';

const JSONL_NAME = /\.(jsonl|ndjson)$/i;

/**
 * `gzip` by its magic bytes (1f 8b); `arxiv-jsonl` when the first non-blank character (after a
 * BOM) is `{`; otherwise `listing-text`. The name only decides for an empty or all-blank head,
 * where the bytes say nothing: `.jsonl`/`.ndjson` → JSONL. For `gzip`, call again on the
 * decompressed head to learn what is inside.
 */
export function detectFormat(firstBytes: Uint8Array, fileName: string): InputFormat {
	if (firstBytes.length >= 2 && firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return 'gzip';
	let i = 0;
	if (firstBytes[0] === 0xef && firstBytes[1] === 0xbb && firstBytes[2] === 0xbf) i = 3;
	for (; i < firstBytes.length; i++) {
		const byte = firstBytes[i];
		// Space, tab, CR, LF: blank.
		if (byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a) continue;
		return byte === 0x7b ? 'arxiv-jsonl' : 'listing-text';
	}
	return JSONL_NAME.test(fileName.replace(/\.gz$/i, '')) ? 'arxiv-jsonl' : 'listing-text';
}
