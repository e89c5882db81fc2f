// Temporary files and folders of a run, removed however the run ends: at its end, on an
// error, and (through `removeTrackedSync`, called by the CLI) on a signal or when the process
// that started the run goes away.
import { rmSync } from 'node:fs';

const tracked = new Set<string>();

/** Removes `path` (a file or a folder) if the process ends before `untrack`. */
export function track(path: string): void {
	tracked.add(path);
}

export function untrack(path: string): void {
	tracked.delete(path);
}

/** Synchronous, for exit paths where no promise will be awaited. */
export function removeTrackedSync(): void {
	for (const path of tracked) rmSync(path, { recursive: true, force: true });
	tracked.clear();
}
