import type { RunSummary } from './run.ts';

/** Exit codes a script can rely on (also in --help and the README). */
export const EXIT = {
	/** Every record read was kept (or filtered out by request); the output is written. */
	ok: 0,
	/** Failed: nothing usable, an error, or counts that do not add up. Nothing written. */
	failed: 1,
	usage: 2,
	/** Written, but some input was skipped: each skip is listed with file, line and reason. */
	skipped: 3,
	/** --strict and some input was skipped: nothing written, the previous output stays. */
	strict: 4
} as const;

/** The exit status of a finished run. */
export function exitCode(summary: RunSummary): number {
	if (summary.withheld) return EXIT.strict;
	if (summary.out === null) return EXIT.failed;
	return summary.skips.length > 0 ? EXIT.skipped : EXIT.ok;
}
