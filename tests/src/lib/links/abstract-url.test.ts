import { describe, expect, it } from 'vitest';
import { abstractUrlHref } from '../../../../src/lib/links/abstract-url.ts';

describe('abstractUrlHref', () => {
	it('links web addresses, a bare one as https', () => {
		expect(abstractUrlHref('https://github.com/org/repo')).toBe('https://github.com/org/repo');
		expect(abstractUrlHref('http://example.org/a?b=1')).toBe('http://example.org/a?b=1');
		expect(abstractUrlHref('github.com/VITA-Group/LoX')).toBe('https://github.com/VITA-Group/LoX');
	});

	it('leaves anything but the web as text', () => {
		expect(abstractUrlHref('javascript:alert(1)')).toBeNull();
		expect(abstractUrlHref('ftp://example.org/file')).toBeNull();
		expect(abstractUrlHref('data:text/html,<b>x</b>')).toBeNull();
		expect(abstractUrlHref('https://')).toBeNull();
	});
});
