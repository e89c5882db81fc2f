import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../etl/parse/detect-format.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectFormat', () => {
	it('tells gzip by its magic bytes, whatever the name', () => {
		expect(detectFormat(gzipSync('{"a":1}\n'), 'papers.txt')).toBe('gzip');
	});

	it('tells JSONL by a first non-blank {, after a BOM and blank lines', () => {
		expect(detectFormat(bytes('{"id":"1"}'), 'x.txt')).toBe('arxiv-jsonl');
		expect(detectFormat(bytes('\uFEFF\r\n\n  \t{"id":"1"}'), 'x')).toBe('arxiv-jsonl');
	});

	it('takes text that does not look like JSON as listing text, whatever the name', () => {
		expect(detectFormat(bytes('new\n\nGet trending papers'), 'dump.jsonl')).toBe('listing-text');
		expect(detectFormat(bytes('[{"id":"1"}]'), 'dump.txt')).toBe('arxiv-jsonl');
		expect(detectFormat(bytes('A [bracketed] title\nIts abstract.\nMore.'), 'c.txt')).toBe(
			'listing-text'
		);
	});

	it("tells a fetch cache file's text by its header, and a dump record without it as JSONL", () => {
		expect(detectFormat(bytes('{"rl_trends_cache":1,"source":"arxiv"}'), 'x.cache')).toBe(
			'fetch-cache'
		);
		expect(detectFormat(bytes('{"rl_trends_cache":2,"source":"arxiv"}'), 'x.cache')).toBe(
			'arxiv-jsonl'
		);
	});

	it('falls back to the name only when the head is empty or blank', () => {
		expect(detectFormat(bytes(''), 'empty.jsonl')).toBe('arxiv-jsonl');
		expect(detectFormat(bytes('\n\n'), 'empty.ndjson.gz')).toBe('arxiv-jsonl');
		expect(detectFormat(bytes(''), 'empty.txt')).toBe('listing-text');
	});
});
