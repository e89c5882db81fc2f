// Test helper: the seed papers whose listing states a date, read straight from the capture
// text (independently of the listing parser), and the artifact names their text contains.
import { readFileSync } from 'node:fs';
import type { ArtifactIndex, ArtifactKind } from '../../../etl/dates/artifact-index.ts';
import type { Artifact } from '../../../etl/dates/artifact-index.ts';

export interface DatedPaper {
	title: string;
	abstract: string;
	/** ISO date from the listing; a year-less date takes the capture's year. */
	published: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_LINE =
	/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?:, (\d{4}))?(?: \d+)?$/;

/** Dated papers of one capture: a date line follows a `·` line; the abstract is the long line. */
export function datedPapers(path: string, captureYear: number): DatedPaper[] {
	const lines = readFileSync(path, 'utf8').split('\n');
	const papers: DatedPaper[] = [];
	for (let i = 1; i < lines.length; i++) {
		const date = DATE_LINE.exec(lines[i]);
		if (!date || lines[i - 1] !== '·') continue;
		let j = i - 2;
		while (j >= 0 && !(lines[j].length > 150)) j--;
		let t = j - 1;
		while (t >= 0 && lines[t].trim() === '') t--;
		if (j < 0 || t < 0) continue;
		const month = String(MONTHS.indexOf(date[1]) + 1).padStart(2, '0');
		const year = date[3] ?? String(captureYear);
		papers.push({
			title: lines[t].trim(),
			abstract: lines[j].trim(),
			published: `${year}-${month}-${date[2].padStart(2, '0')}`
		});
	}
	return papers;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Artifacts whose name or alias the text contains as written (case-sensitively, at word
 * boundaries), and models named by any run of one to three words of the text.
 */
export function artifactsInText(
	text: string,
	artifacts: readonly Artifact[],
	index: ArtifactIndex
): { kind: ArtifactKind; name: string; artifact: Artifact }[] {
	const found: { kind: ArtifactKind; name: string; artifact: Artifact }[] = [];
	for (const artifact of artifacts) {
		for (const spelling of [artifact.name, ...(artifact.aliases ?? [])]) {
			const pattern = new RegExp(`(?<![\\w-])${escape(spelling)}(?![\\w+])`);
			if (pattern.test(text)) found.push({ kind: artifact.kind, name: spelling, artifact });
		}
	}
	const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}.+/-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu) ?? [];
	for (let i = 0; i < words.length; i++) {
		for (let n = 1; n <= 3 && i + n <= words.length; n++) {
			const name = words.slice(i, i + n).join(' ');
			const artifact = index.lookup('model', name);
			if (artifact) found.push({ kind: 'model', name, artifact });
		}
	}
	return found;
}
