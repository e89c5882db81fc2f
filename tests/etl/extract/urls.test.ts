import { describe, expect, it } from 'vitest';
import { extractUrls } from '../../../etl/extract/urls.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';

const urls = (abstract: string) => extractUrls(sourcesOf('A study', abstract)).urls;

describe('extractUrls', () => {
	it('reads a LaTeX link written twice as one address, braces not part of it', () => {
		expect(urls('Code: \\href{https://github.com/a/b}{https://github.com/a/b}.')).toEqual([
			'https://github.com/a/b'
		]);
		expect(urls('See \\href{https://a.io/x}{here} and \\url{https://b.org/y}.')).toEqual([
			'https://a.io/x',
			'https://b.org/y'
		]);
	});

	it('reads addresses written without a scheme: a path, www, a github.io page, or after "at"', () => {
		expect(urls('Code is available at github.com/lab/tool. Demo: www.tool-demo.com')).toEqual([
			'github.com/lab/tool',
			'www.tool-demo.com'
		]);
		expect(urls('Videos: lab.github.io and the leaderboard at benchsite.com.')).toEqual([
			'lab.github.io',
			'benchsite.com'
		]);
	});

	it('does not read a site named as a thing or a mail address', () => {
		expect(urls('We surveyed users of Varif.ai and wrote to team@lab.org about it.')).toEqual([]);
		expect(urls('Weights are on huggingface.co/lab/kite.')).toEqual(['huggingface.co/lab/kite']);
	});
});
