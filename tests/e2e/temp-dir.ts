// Temporary folders for the files a test writes and reads back at once: a run leaves nothing in
// /tmp. Removed by the step that makes them, not by a hook: the shared fixtures make them too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `use` in a new folder under the system's temporary folder, its name starting with
 * `prefix`, and removes the folder when `use` ends. */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
	const dir = await mkdtemp(join(tmpdir(), prefix));
	try {
		return await use(dir);
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
}
