// Temporary folders for tests, removed by the tests that make them: a run leaves nothing in /tmp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';

/** A new folder under the system's temporary folder, its name starting with `prefix`. Made in a
 * test, it is removed when the test finishes; made at the top of a file or `describe`, after their
 * tests. Not in `beforeAll`: vitest takes no new `afterAll` once the tests run. */
export function tempDir(prefix: string): string {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	const remove = () => rmSync(dir, { recursive: true, force: true });
	if (TestRunner.getCurrentTest()) onTestFinished(remove);
	else afterAll(remove);
	return dir;
}
