import type { Listing, ParsedCapture } from '../types.ts';
import { isChromeLine, stripGluedChrome } from './chrome.ts';
import { parseDateLine } from './date.ts';
import type { LineDamage } from './decode.ts';
import { authorsCount, lineKind, organisationName, type LineKind } from './line-kind.ts';

/** No title or abstract is this long; a longer line is damage (a pasted blob), not a paper. */
export const MAX_LINE_CHARS = 100_000;

interface Row {
	line: number;
	text: string;
	kind: LineKind | 'overlong';
	/** Why the line's bytes were not text (a bad byte, a NUL, lost gzip data), if they were not. */
	damage?: string;
}

export interface CaptureReading extends ParsedCapture {
	/** Records the reader saw: each became exactly one listing or one skip. */
	seen: number;
}

/** Non-blank lines with page chrome removed, each classified once. */
function rowsOf(lines: string[], damaged: LineDamage): Row[] {
	const rows: Row[] = [];
	for (let i = 0; i < lines.length; i++) {
		const raw = lines[i];
		const damage = damaged.get(i + 1);
		if (raw.length > MAX_LINE_CHARS) {
			rows.push({ line: i + 1, text: raw.slice(0, 80), kind: 'overlong', damage });
			continue;
		}
		if (raw.trim() === '' || isChromeLine(raw)) continue;
		const clean = stripGluedChrome(raw).trim();
		rows.push({ line: i + 1, text: clean, kind: lineKind(clean), damage });
	}
	return rows;
}

const overlongReason = (row: Row, lines: string[]) =>
	`line ${row.line} has ${lines[row.line - 1].length.toLocaleString('en')} characters (limit ${MAX_LINE_CHARS.toLocaleString('en')}): not a title or abstract`;

/**
 * An abstract that stops at the very end of a file with no line break after it may have been
 * cut. Finished abstracts end a sentence, a bracket or a quote, or with a link.
 */
function looksFinished(abstract: string): boolean {
	const last = abstract.slice(abstract.lastIndexOf(' ') + 1);
	return /[.!?…:;)\]}"'”’»]$/u.test(last) || last.includes('/') || /\w\.\w+$/.test(last);
}

/**
 * Reads one capture in either layout: spaced (title, abstract, then organisation,
 * `• N authors`, `·`, date line) or compact (title line, abstract line). The layouts share
 * one reading because metadata is recognised by its shape wherever it appears.
 * Each paper that cannot be read is reported once, at its title's line; a paper touched by a
 * damaged line (`damaged`, from the decoder) is reported with the damage, and only that paper.
 */
export function parseCapture(
	text: string,
	file: string,
	damaged: LineDamage = new Map()
): CaptureReading {
	const lines = text.split('\n');
	const rows = rowsOf(lines, damaged);
	// The last line has no line break after it: it may be where the file was cut.
	const openEnd = text.endsWith('\n') ? -1 : lines.length;
	const listings: Listing[] = [];
	const reading: CaptureReading = { listings, skips: [], seen: 0 };
	const reported = new Set<number>();
	/** Reports one record at `line`; the damage of any of its rows comes first in the reason. */
	const skip = (line: number, reason: string, consumed: Row[] = []) => {
		const damage = consumed.find((row) => row.damage)?.damage;
		for (const row of consumed) reported.add(row.line);
		reading.skips.push({ file, line, reason: damage ? `${damage} (${reason})` : reason });
	};
	let rank = 0;
	let i = 0;

	while (i < rows.length) {
		const title = rows[i];
		if (title.kind !== 'text' && title.kind !== 'abstract' && title.kind !== 'overlong') {
			i++; // a stray date, separator or author count (e.g. the page's own date) is not a paper
			continue;
		}
		reading.seen++;
		if (title.kind === 'overlong') {
			const next = rows[i + 1]?.kind === 'abstract' ? [rows[i + 1]] : [];
			skip(title.line, overlongReason(title, lines), [title, ...next]);
			i += 1 + next.length;
			continue;
		}
		if (title.kind === 'abstract') {
			skip(title.line, 'abstract without a title', [title]);
			i++;
			continue;
		}
		const abstract = rows[i + 1];
		if (!abstract) {
			skip(title.line, 'truncated last record: title without abstract', [title]);
			break;
		}
		if (abstract.kind === 'overlong') {
			skip(title.line, overlongReason(abstract, lines), [title, abstract]);
			i += 2;
			continue;
		}
		if (abstract.kind !== 'abstract') {
			if (abstract.kind === 'text' && i + 2 === rows.length) {
				skip(title.line, 'truncated last record: abstract cut short', [title, abstract]);
				break;
			}
			skip(title.line, 'title without abstract', [title]);
			i++;
			continue;
		}
		const listing: Listing = {
			file,
			rank: ++rank,
			line: title.line,
			title: title.text,
			abstract: abstract.text,
			organization: null,
			authors_count: null,
			votes: null,
			date: null
		};
		const metadata = readMetadata(rows, i + 2, listing);
		const consumed = rows.slice(i, metadata);
		i = metadata;
		if (consumed.some((row) => row.damage)) {
			skip(title.line, 'the paper is left out', consumed);
		} else if (abstract.line === openEnd && !looksFinished(abstract.text)) {
			skip(title.line, 'truncated last record: the file ends mid-abstract', consumed);
		} else listings.push(listing);
	}
	// Damage no record took (a blank line, a stray line) is reported on its own.
	for (const [line, damage] of damaged) {
		if (reported.has(line)) continue;
		reading.seen++;
		reading.skips.push({ file, line, reason: damage });
	}
	return reading;
}

const METADATA_AFTER: ReadonlySet<Row['kind']> = new Set(['separator', 'authors', 'date']);

/**
 * Consumes the metadata lines after an abstract; returns the index after them. A damaged line
 * counts as metadata where metadata stands (before `·`, `• N authors` or a date, or as the date
 * after `·`), so the paper it belongs to is the one it costs.
 */
function readMetadata(rows: Row[], start: number, listing: Listing): number {
	let i = start;
	while (i < rows.length) {
		const row = rows[i];
		const next = rows[i + 1];
		if (row.damage) {
			if (i > start && rows[i - 1].kind === 'separator') return i + 1;
			if (!next || !METADATA_AFTER.has(next.kind)) return i;
		} else if (row.kind === 'authors') listing.authors_count = authorsCount(row.text);
		else if (row.kind === 'separator') {
			// the dot between author count or organisation and the date
		} else if (row.kind === 'date') {
			const parsed = parseDateLine(row.text)!;
			listing.date = parsed.date;
			listing.votes = parsed.votes;
			return i + 1;
		} else if (
			row.kind === 'text' &&
			(next?.kind === 'separator' || next?.kind === 'authors') &&
			listing.organization === null
		) {
			listing.organization = organisationName(row.text);
		} else return i;
		i++;
	}
	return i;
}
