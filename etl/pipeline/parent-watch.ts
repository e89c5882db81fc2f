// Stops the ETL when the process that started it ends. `npm run etl` runs it under `sh`: when
// npm is killed, `sh` (or the ETL itself) is orphaned, and a run left alone would go on to
// replace the output long after whoever asked for it is gone.
import { readFileSync } from 'node:fs';

/** The parent of `pid` (Linux /proc), or null where that cannot be read. */
function parentOf(pid: number): number | null {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// "pid (command) state ppid …": the command may hold spaces and brackets.
		return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
	} catch {
		return null;
	}
}

/**
 * Calls `onGone` once the parent ends (this process is handed to another) or, when started by
 * npm, once npm ends (the parent `sh` is handed to another). A process started detached
 * (parent already init) is not watched. Polls; the timer does not keep the process alive.
 */
export function watchParent(onGone: () => void, everyMs = 500): () => void {
	const parent = process.ppid;
	if (parent <= 1) return () => {};
	const grandparent = process.env.npm_lifecycle_event ? parentOf(parent) : null;
	const timer = setInterval(() => {
		const gone =
			process.ppid !== parent || (grandparent !== null && parentOf(parent) !== grandparent);
		if (gone) {
			clearInterval(timer);
			onGone();
		}
	}, everyMs);
	timer.unref();
	return () => clearInterval(timer);
}
