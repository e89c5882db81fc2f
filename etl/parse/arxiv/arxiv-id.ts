// arXiv identifiers: find one in an id field or URL, strip the version, read the month it encodes.

/** New style (since 2007-04): `YYMM.NNNN` until 2014-12, `YYMM.NNNNN` since 2015-01. */
const NEW_STYLE = /(?<!\d)(\d{2})(\d{2})\.(\d{4,5})(?:v\d+)?(?!\d)/g;
/** Old style (1991–2007): `archive[.SUB]/YYMMNNN`, e.g. `hep-th/9901001`, `math.GT/0309136`. */
const OLD_STYLE =
	/(?<![a-z-])([a-z]+(?:-[a-z]+)?(?:\.[A-Z]{2})?)\/(\d{2})(\d{2})(\d{3})(?:v\d+)?(?!\d)/g;

export interface ArxivId {
	/** Bare id without version: `2501.12948`, `hep-th/9901001`. */
	id: string;
	/** First day of the month of submission the id encodes: `2025-01-01`. */
	month: string;
}

function monthOf(yy: string, mm: string, newStyle: boolean): string | null {
	const month = Number(mm);
	if (month < 1 || month > 12) return null;
	const y = Number(yy);
	// Old-style ids run from 1991 (91xx) to 2007 (07xx); new-style ids start at 0704.
	const year = newStyle ? 2000 + y : y >= 91 ? 1900 + y : 2000 + y;
	if (newStyle && year * 100 + month < 200704) return null;
	if (!newStyle && year * 100 + month > 200703) return null;
	return `${year}-${mm}-01`;
}

/** The first arXiv id in `text` (an id, `arXiv:2501.12948v2`, an abs/pdf URL, a DOI), or null. */
export function findArxivId(text: string): ArxivId | null {
	for (const [, yy, mm, number] of text.matchAll(NEW_STYLE)) {
		const month = monthOf(yy, mm, true);
		// 5-digit numbers began in 2015; a 4-digit one after that (or 5 before) is not an id.
		const fiveDigits = Number(yy) >= 15;
		if (month && (number.length === 5) === fiveDigits) return { id: `${yy}${mm}.${number}`, month };
	}
	for (const [, archive, yy, mm, number] of text.matchAll(OLD_STYLE)) {
		const month = monthOf(yy, mm, false);
		if (month) return { id: `${archive}/${yy}${mm}${number}`, month };
	}
	return null;
}

/**
 * An id stored as a JSON number loses its leading and trailing zeros (`0704.0010` → 704.001), a
 * known accident of converted snapshot dumps; the era fixes the width again.
 */
export function arxivIdFromNumber(value: number): string | null {
	if (!Number.isFinite(value) || value <= 0) return null;
	const [whole, fraction = ''] = String(value).split('.');
	const yymm = whole.padStart(4, '0');
	const width = Number(yymm.slice(0, 2)) >= 15 ? 5 : 4;
	if (yymm.length !== 4 || fraction.length > width) return null;
	return `${yymm}.${fraction.padEnd(width, '0')}`;
}
