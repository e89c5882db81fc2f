import { spawnSync } from 'node:child_process';
import type { LoadFnOutput, LoadHookContext } from 'node:module';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { load } from '../../../etl/loader/hooks.mjs';

/** What Node passes a load hook for an ES module import. */
const context: LoadHookContext = {
	conditions: ['node', 'import'],
	format: undefined,
	importAssertions: {},
	importAttributes: {}
};

const register = join(import.meta.dirname, '../../../etl/loader/register.mjs');

const tsModule = async (source: string) => {
	const dir = await mkdtemp(join(tmpdir(), 'loader-'));
	const path = join(dir, 'module.ts');
	await writeFile(path, source);
	return path;
};

describe('the ETL loader', () => {
	it('strips types into an ES module, with no run-time name wrappers', async () => {
		const path = await tsModule(
			'const double = (n: number): number => n * 2;\nexport function twice(f: (n: number) => number) { return (n: number) => f(f(n)); }\nexport default double;\n'
		);
		const loaded = await load(pathToFileURL(path).href, context, () => {
			throw new Error('a .ts file is not passed on');
		});
		expect(loaded.format).toBe('module');
		expect(loaded.shortCircuit).toBe(true);
		expect(loaded.source).not.toContain(': number');
		expect(loaded.source).not.toContain('__name');
		expect(loaded.source).toContain('sourceMappingURL=data:');
	});

	it('leaves every other file to the next loader', async () => {
		const next: LoadFnOutput = { format: 'module', source: 'export {}' };
		expect(await load('file:///x/module.mjs', context, () => next)).toBe(next);
		expect(await load('node:fs', context, () => next)).toBe(next);
	});

	it('runs a TypeScript entry under node --import, names and stack traces as written', async () => {
		const path = await tsModule(
			'const shout = (s: string): string => s.toUpperCase();\nconsole.log(shout.name, shout("ok"));\ninterface Unused { a: number }\nconst at = new Error("x").stack!.split("\\n")[1];\nconsole.log(at.includes("module.ts:4"));\n'
		);
		const run = spawnSync(process.execPath, ['--import', register, path], { encoding: 'utf8' });
		expect(run.stderr).toBe('');
		expect(run.stdout).toBe('shout OK\ntrue\n');
	});

	it('names the file and line of a syntax error', async () => {
		const path = await tsModule('const a: number = ;\n');
		const run = spawnSync(process.execPath, ['--import', register, path], { encoding: 'utf8' });
		expect(run.status).not.toBe(0);
		expect(run.stderr).toContain(`${path}:1:`);
	});
});
