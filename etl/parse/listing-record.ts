import { resolveListingDate } from './date.ts';
import type { CaptureInfo, Listing, PaperRecord } from '../types.ts';

/** A parsed listing as a source-neutral record; a year-less date takes the capture's year. */
export function listingToRecord(listing: Listing, capture: CaptureInfo): PaperRecord {
	const published = listing.date ? resolveListingDate(listing.date, capture) : null;
	return {
		origin: 'listing',
		file: listing.file,
		line: listing.line,
		rank: listing.rank,
		title: listing.title,
		abstract: listing.abstract,
		arxiv_id: null,
		organization: listing.organization,
		authors_count: listing.authors_count,
		votes: listing.votes,
		published,
		date_source: published ? 'listing' : null,
		categories: [],
		captured: capture.captured
	};
}
