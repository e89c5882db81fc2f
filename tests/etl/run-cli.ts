// Runs a command-line tool as a user does (a child process under tsx), for its exit code and output.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

export const runCli = (file: string, args: string[]) =>
	spawnSync(
		process.execPath,
		['--import', 'tsx', join(import.meta.dirname, '../..', file), ...args],
		{
			encoding: 'utf8'
		}
	);

/** The three ways a command's options end: help, an unknown option, a refused value. */
export function expectUsage(
	file: string,
	usage: string,
	refused: { args: string[]; message: string }
) {
	const help = runCli(file, ['--help']);
	expect(help.status).toBe(0);
	expect(help.stdout).toContain(usage);
	const unknown = runCli(file, ['--bogus']);
	expect(unknown.status).toBe(2);
	expect(unknown.stderr).toContain("Unknown option '--bogus'");
	expect(unknown.stderr).toContain(usage);
	const bad = runCli(file, refused.args);
	expect(bad.status).toBe(2);
	expect(bad.stderr).toContain(refused.message);
}
