// A dated arXiv record made undated, the way a listing without dates reaches the ETL.
import { paperId } from '../parse/paper-id.ts';

/** Fields that carry no date: everything else (id, URLs, comment, versions, dates) is dropped. */
const KEPT = ['title', 'abstract', 'summary', 'authors', 'categories'] as const;
// "arXiv:2501.12948", "2501.12948v2", abs/pdf links: an id in the text dates the paper too.
const ARXIV_MENTION = /\b(?:arXiv:)?\d{4}\.\d{4,5}(?:v\d+)?\b|https?:\/\/\S*arxiv\S*/gi;

export function stripDateClues(record: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const key of KEPT) {
		const value = record[key];
		if (value === undefined) continue;
		out[key] = typeof value === 'string' ? value.replace(ARXIV_MENTION, '') : value;
	}
	return out;
}

/** The fixed half that loses its dates: chosen by the title's id, so every run picks the same. */
export const isUndatedHalf = (title: string) => parseInt(paperId(title).slice(-1), 16) % 2 === 0;

export interface BoundReport {
	papers: number;
	bounded: number;
	/** Bounds after the paper's real month: must be 0. */
	violations: number;
	/** Months from the bound to the real month, over bounded papers. */
	medianMonths: number | null;
	p90Months: number | null;
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** Share bounded, violations and distances of `not_before` to each paper's real month. */
export function boundReport(rows: { real: string; notBefore: string | null }[]): BoundReport {
	const distances: number[] = [];
	let violations = 0;
	for (const { real, notBefore } of rows) {
		if (!notBefore) continue;
		const months = monthIndex(real) - monthIndex(notBefore);
		if (months < 0) violations++;
		distances.push(months);
	}
	return summarise(rows.length, distances, violations);
}

/** The same for `not_after`: a violation is a bound before the paper's real date. */
export function upperBoundReport(rows: { real: string; notAfter: string | null }[]): BoundReport {
	const distances: number[] = [];
	let violations = 0;
	for (const { real, notAfter } of rows) {
		if (!notAfter) continue;
		if (notAfter < real) violations++;
		distances.push(monthIndex(notAfter) - monthIndex(real));
	}
	return summarise(rows.length, distances, violations);
}

/** The day a monthly listing of `real`'s month is saved: the first day of the next month. */
export function monthlyCaptureDate(real: string): string {
	const next = monthIndex(real) + 1;
	return `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}

function summarise(papers: number, distances: number[], violations: number): BoundReport {
	distances.sort((a, b) => a - b);
	const quantile = (q: number) =>
		distances.length
			? distances[Math.min(distances.length - 1, Math.floor(q * distances.length))]
			: null;
	return {
		papers,
		bounded: distances.length,
		violations,
		medianMonths: quantile(0.5),
		p90Months: quantile(0.9)
	};
}
