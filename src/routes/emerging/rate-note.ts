// What a name's adoption rate is made of, under the rate: the dated adopters it counts and the
// periods it spreads them over. Undated adopters count as adopters but not in the rate, so a
// name with adopters and a rate of 0 says why.
import type { EmergingRow } from '$lib/queries/emerging';

type RateParts = Pick<EmergingRow, 'periods' | 'dated_adopters' | 'adopters' | 'coiner_dated'>;

export function rateNote(row: RateParts, period: string): string {
	if (row.periods === null) return 'no dated paper names it';
	if (!row.coiner_dated) return 'its defining paper has no date: no rate';
	const span = `${row.periods} ${period}${row.periods === 1 ? '' : 's'}`;
	const undated = row.adopters - row.dated_adopters;
	return undated > 0
		? `${row.dated_adopters} dated in ${span}; ${undated} undated`
		: `${row.dated_adopters} in ${span}`;
}
