import type { CaptureInfo, Listing, ParsedCapture, Skip } from '../types.ts';
import { isChromeLine, stripGluedChrome } from './chrome.ts';
import { parseDateLine } from './date.ts';
import { authorsCount, lineKind, organisationName, type LineKind } from './line-kind.ts';

/** No title or abstract is this long; a longer line is damage (a pasted blob), not a paper. */
export const MAX_LINE_CHARS = 100_000;

interface Row {
	line: number;
	text: string;
	kind: LineKind | 'overlong';
}

/** Non-blank lines with page chrome removed, each classified once. */
function rowsOf(text: string): Row[] {
	const rows: Row[] = [];
	const lines = text.split('\n');
	for (let i = 0; i < lines.length; i++) {
		const raw = lines[i];
		if (raw.length > MAX_LINE_CHARS) {
			rows.push({ line: i + 1, text: raw.slice(0, 80), kind: 'overlong' });
			continue;
		}
		if (raw.trim() === '' || isChromeLine(raw)) continue;
		const clean = stripGluedChrome(raw).trim();
		rows.push({ line: i + 1, text: clean, kind: lineKind(clean) });
	}
	return rows;
}

const overlongReason = (row: Row, lines: string[]) =>
	`line ${row.line} has ${lines[row.line - 1].length.toLocaleString('en')} characters (limit ${MAX_LINE_CHARS.toLocaleString('en')}): not a title or abstract`;

/**
 * Reads one capture in either layout: spaced (title, abstract, then organisation,
 * `• N authors`, `·`, date line) or compact (title line, abstract line). The layouts share
 * one reading because metadata is recognised by its shape wherever it appears.
 * Each paper that cannot be read is reported once, at its title's line.
 */
export function parseCapture(text: string, file: string, capture: CaptureInfo): ParsedCapture {
	void capture; // dates are resolved against the capture later, by the pipeline
	const lines = text.split('\n');
	const rows = rowsOf(text);
	const listings: Listing[] = [];
	const skips: Skip[] = [];
	const skip = (line: number, reason: string) => skips.push({ file, line, reason });
	let rank = 0;
	let i = 0;

	while (i < rows.length) {
		const title = rows[i];
		if (title.kind === 'overlong') {
			skip(title.line, overlongReason(title, lines));
			i += rows[i + 1]?.kind === 'abstract' ? 2 : 1;
			continue;
		}
		if (title.kind === 'abstract') {
			skip(title.line, 'abstract without a title');
			i++;
			continue;
		}
		if (title.kind !== 'text') {
			i++; // a stray date, separator or author count (e.g. the page's own date) is not a paper
			continue;
		}
		const abstract = rows[i + 1];
		if (!abstract) {
			skip(title.line, 'truncated last record: title without abstract');
			break;
		}
		if (abstract.kind === 'overlong') {
			skip(title.line, overlongReason(abstract, lines));
			i += 2;
			continue;
		}
		if (abstract.kind !== 'abstract') {
			if (abstract.kind === 'text' && i + 2 === rows.length) {
				skip(title.line, 'truncated last record: abstract cut short');
				break;
			}
			skip(title.line, 'title without abstract');
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
		i += 2;
		i = readMetadata(rows, i, listing);
		listings.push(listing);
	}
	return { listings, skips };
}

/** Consumes the metadata lines after an abstract; returns the index after them. */
function readMetadata(rows: Row[], start: number, listing: Listing): number {
	let i = start;
	while (i < rows.length) {
		const row = rows[i];
		const next = rows[i + 1];
		if (row.kind === 'authors') listing.authors_count = authorsCount(row.text);
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
