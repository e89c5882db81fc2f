import { describe, expect, it } from 'vitest';
import { backFromPaper, paperHref, sameAppUrl } from '../../../../src/lib/links/paper-href.ts';

const at = (path: string) => new URL(`https://example.org${path}`);

describe('paperHref and backFromPaper', () => {
	it('carries the list a paper is opened from, and leads back to it as it was', () => {
		const href = paperHref('/app', '2506.1', at('/app/papers?algorithm=GRPO&sort=votes'));
		expect(href).toBe('/app/paper?id=2506.1&via=%2Fpapers&algorithm=GRPO&sort=votes');
		expect(backFromPaper('/app', at(href))).toEqual({
			href: '/app/papers?algorithm=GRPO&sort=votes',
			label: 'Papers'
		});
	});

	it('leads back to Emerging or Methods with their filters, and to the overview at /', () => {
		const emerging = paperHref('', 'x y', at('/emerging?benchmark=AIME+2024'));
		expect(backFromPaper('', at(emerging))).toEqual({
			href: '/emerging?benchmark=AIME+2024',
			label: 'Emerging'
		});
		expect(backFromPaper('', at(paperHref('', 'p', at('/'))))).toEqual({
			href: '/',
			label: 'Overview'
		});
	});

	it('does not take a paper page or an unknown page for the view to go back to', () => {
		// Opened from another paper's page (its own id and via are not carried twice).
		const second = paperHref('', 'b', at(paperHref('', 'a', at('/papers?q=ppo'))));
		expect(new URL(`https://e.org${second}`).searchParams.getAll('id')).toEqual(['b']);
		// A shared link with a made-up view goes to the list.
		expect(backFromPaper('', at('/paper?id=a&via=https://evil.example'))).toEqual({
			href: '/papers',
			label: 'All papers'
		});
		expect(backFromPaper('', at('/paper?id=a'))).toEqual({ href: '/papers', label: 'All papers' });
	});

	it('keeps repeated filters and odd ids whole, and carries nothing from the console', () => {
		const href = paperHref('', 'a&b/c', at('/papers?algorithm=PPO&algorithm=GRPO&q=x%26y'));
		const url = new URL(`https://e.org${href}`);
		expect(url.searchParams.get('id')).toBe('a&b/c');
		expect(backFromPaper('', url)).toEqual({
			href: '/papers?algorithm=PPO&algorithm=GRPO&q=x%26y',
			label: 'Papers'
		});
		expect(paperHref('', 'p', at('/sql?algorithm=PPO'))).toBe('/paper?id=p');
	});
});

describe('sameAppUrl', () => {
	it('compares path and parameters, not their order or encoding', () => {
		expect(sameAppUrl('/papers?q=a+b&shown=200', '/papers?shown=200&q=a%20b')).toBe(true);
		expect(sameAppUrl('/papers?algorithm=A&algorithm=B', '/papers?algorithm=B&algorithm=A')).toBe(
			true
		);
		expect(sameAppUrl('/papers?shown=200', '/papers')).toBe(false);
		expect(sameAppUrl('/papers', '/emerging')).toBe(false);
	});
});
