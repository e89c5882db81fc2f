import { spawnSync } from 'node:child_process';
import type { LoadFnOutput, LoadHookContext } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from '../../../etl/loader/hooks.mjs';
import { LOADER_ARGS } from '../../../etl/loader/register-url.ts';

/** What Node passes a load hook for an ES module import. */
const context: LoadHookContext = {
	conditions: ['node', 'import'],
	format: undefined,
	importAssertions: {},
	importAttributes: {}
};

const made: string[] = [];
const tsModule = async (source: string) => {
	const dir = await mkdtemp(join(tmpdir(), 'loader-'));
	made.push(dir);
	const path = join(dir, 'module.ts');
	await writeFile(path, source);
	return path;
};

afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

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

	it('runs a TypeScript entry under node --import, stack traces at its own lines', async () => {
		const path = await tsModule(
			'const shout = (s: string): string => s.toUpperCase();\nconsole.log(shout("ok"));\ninterface Unused { a: number }\nconst at = new Error("x").stack!.split("\\n")[1];\nconsole.log(at.includes("module.ts:4"));\n'
		);
		const run = spawnSync(process.execPath, [...LOADER_ARGS, path], { encoding: 'utf8' });
		expect(run.stderr).toBe('');
		expect(run.stdout).toBe('OK\ntrue\n');
	});

	it('keeps an import that only a type uses, as the tsconfig (verbatimModuleSyntax) does', async () => {
		const side = await tsModule('console.log("side ran");\nexport const x = 1;\n');
		const main = await tsModule(
			`import { x } from ${JSON.stringify(side)};\nexport type T = typeof x;\nconsole.log("main");\n`
		);
		const run = spawnSync(process.execPath, [...LOADER_ARGS, main], { encoding: 'utf8' });
		expect(run.stdout).toBe('side ran\nmain\n');
	});

	it('names the file, line and column of a syntax error, without esbuild’s whole report', async () => {
		const path = await tsModule('const a: number = ;\n');
		const run = spawnSync(process.execPath, [...LOADER_ARGS, path], { encoding: 'utf8' });
		expect(run.status).not.toBe(0);
		expect(run.stderr).toContain(`${path}:1:19: Unexpected ";"`);
		expect(run.stderr).not.toContain('errors: [');
	});
});
