import { formatPhases } from './phases.ts';
import type { RunSummary } from './run.ts';

/** Control and bidi characters from the input, written as escapes: a terminal shows them as
 * text, never acts on them (a skip reason quotes the bad line). */
const visible = (text: string) =>
	text.replace(
		/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
		(c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
	);

const written = (summary: RunSummary) =>
	summary.out ??
	(summary.withheld
		? 'nothing (--strict: input was skipped; the previous output stays)'
		: 'nothing (no usable papers)');

/**
 * The end-of-run report: every skip with its reason, and counts that add up. "papers read" is
 * what the readers saw in the input, not a sum: the run has already checked it against the
 * papers kept (staged), skipped and filtered out.
 */
export function formatSummary(summary: RunSummary): string {
	const lines = [
		`files read          ${summary.files}`,
		`papers read         ${summary.seen} (${summary.staged} kept + ${summary.skips.length} skipped${summary.filtered ? ` + ${summary.filtered} filtered out` : ''})`,
		`distinct papers     ${summary.papers} (${summary.duplicatesMerged} duplicate listings merged)`,
		`learned names       ${summary.entities} (used ${summary.adoptions} times by papers that did not coin them)`,
		`written             ${written(summary)}`,
		`time                ${summary.seconds.toFixed(2)} s (${formatPhases(summary.phases)})`
	];
	if (summary.removedLeftovers.length > 0) {
		lines.push(`removed leftovers of killed runs (${summary.removedLeftovers.length}):`);
		for (const path of summary.removedLeftovers) lines.push(`  ${path}`);
	}
	if (summary.warnings.length > 0) {
		lines.push(`warnings (${summary.warnings.length}):`);
		for (const warning of summary.warnings) lines.push(`  ${visible(warning)}`);
	}
	if (summary.skips.length > 0) {
		lines.push(`skipped (${summary.skips.length}):`);
		for (const skip of summary.skips)
			lines.push(`  ${visible(skip.file)}:${skip.line}: ${visible(skip.reason)}`);
	}
	return lines.join('\n');
}
