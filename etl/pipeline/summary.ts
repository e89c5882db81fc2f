import type { RunSummary } from './run.ts';

/** The end-of-run report: counts that must add up, every skip with its reason. */
export function formatSummary(summary: RunSummary): string {
	const lines = [
		`files read          ${summary.files}`,
		`papers read         ${summary.records + summary.skips.length + summary.filtered} (${summary.records} kept + ${summary.skips.length} skipped${summary.filtered ? ` + ${summary.filtered} filtered out` : ''})`,
		`distinct papers     ${summary.papers} (${summary.duplicatesMerged} duplicate listings merged)`,
		`written             ${summary.out ?? 'nothing (no usable papers)'}`,
		`time                ${summary.seconds.toFixed(2)} s`
	];
	if (summary.skips.length > 0) {
		lines.push(`skipped (${summary.skips.length}):`);
		for (const skip of summary.skips) lines.push(`  ${skip.file}:${skip.line}: ${skip.reason}`);
	}
	return lines.join('\n');
}
