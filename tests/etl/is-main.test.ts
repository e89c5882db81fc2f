import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMain } from '../../etl/is-main.ts';

describe('isMain', () => {
	it('knows the started script by its URL, however its path is spelled', () => {
		for (const path of ['/tmp/build.ts', '/tmp/my projects/build.ts', '/tmp/données/build.ts'])
			expect(isMain(pathToFileURL(path).href, path), path).toBe(true);
	});

	it('is false for another module, and when node runs no script', () => {
		expect(isMain(pathToFileURL('/tmp/a.ts').href, '/tmp/b.ts')).toBe(false);
		expect(isMain(pathToFileURL('/tmp/a.ts').href, undefined)).toBe(false);
	});
});
