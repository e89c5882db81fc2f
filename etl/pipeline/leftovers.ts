// What a killed run leaves behind (`kill -9` runs no clean-up): its temporary folder and its
// half-written output. The next run removes those of runs that are gone, never a live run's.
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { tmpdir } from 'node:os';

/** Prefix of a run's temporary folder; the pid after it says whose it is. */
export const WORK_PREFIX = 'rl-trends-etl-';
const WORK_DIR = /^rl-trends-etl-(\d+)-/;
const PARTIAL = /\.partial-(\d+)$/;

export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: the process exists but belongs to someone else.
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

async function removeDead(dir: string, names: string[], pattern: RegExp): Promise<string[]> {
	const removed: string[] = [];
	for (const name of names) {
		const pid = Number(pattern.exec(name)?.[1]);
		if (!pid || pid === process.pid || isAlive(pid)) continue;
		await rm(join(dir, name), { recursive: true, force: true });
		removed.push(join(dir, name));
	}
	return removed;
}

/**
 * Removes `<output>.partial-<pid>` files beside `outputs` and this program's temporary folders
 * whose process is gone; returns what it removed.
 */
export async function removeLeftovers(outputs: string[]): Promise<string[]> {
	const removed: string[] = [];
	for (const dir of new Set(outputs.map((output) => dirname(output)))) {
		const names = await readdir(dir).catch(() => [] as string[]);
		const ours = new Set(outputs.filter((o) => dirname(o) === dir).map((o) => basename(o)));
		const partials = names.filter((name) => ours.has(name.replace(PARTIAL, '')));
		removed.push(...(await removeDead(dir, partials, PARTIAL)));
	}
	const temp = tmpdir();
	const work = (await readdir(temp).catch(() => [] as string[])).filter((n) => WORK_DIR.test(n));
	removed.push(...(await removeDead(temp, work, WORK_DIR)));
	return removed;
}
