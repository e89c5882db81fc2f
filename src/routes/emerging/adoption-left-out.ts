// The adoption chart draws a name from the period its coining paper dates it to, by its dated
// adopters, and only the first few: every adopted name it leaves out is counted, with why (a name
// coined by an undated paper has no start, one no dated paper adopts has nothing to place in
// time, the rest are past the top it draws).
import { countNoun } from '$lib/text/count-noun';

export interface AdoptionLeftOut {
	/** Adopted by a dated paper, but coined by an undated one. */
	undatedCoiner: number;
	/** Adopted, but by no dated paper. */
	undatedAdopters: number;
	/** Could be drawn, but ranked past the top the chart draws. */
	pastTop: number;
	/** How many names the chart draws at most. */
	top: number;
}

const total = (l: AdoptionLeftOut) => l.undatedCoiner + l.undatedAdopters + l.pastTop;

/** Each reason with its count, those with none left out. */
function reasons(l: AdoptionLeftOut): string[] {
	const out: string[] = [];
	if (l.undatedCoiner > 0)
		out.push(
			countNoun(
				l.undatedCoiner,
				'has a coining paper without a date, so its adoption has',
				'have coining papers without a date, so their adoption has'
			) + ' no start to draw from'
		);
	if (l.undatedAdopters > 0)
		out.push(
			countNoun(
				l.undatedAdopters,
				'is adopted by no dated paper, so its adoption has',
				'are adopted by no dated paper, so their adoption has'
			) + ' no date'
		);
	if (l.pastTop > 0)
		out.push(countNoun(l.pastTop, 'is', 'are') + ` ranked past the top ${l.top} the chart draws`);
	return out;
}

/** "3 adopted names are left out of the chart: 1 has a coining paper without a date, …; 2 are
 * adopted by no dated paper: …", or null when none is. */
export function adoptionLeftOutNote(l: AdoptionLeftOut): string | null {
	const n = total(l);
	if (!(n > 0)) return null;
	return (
		`${countNoun(n, 'adopted name')} ${n === 1 ? 'is' : 'are'} left out of the chart: ` +
		`${reasons(l).join('; ')} (listed below).`
	);
}

/** For the chart's subtitle (an export carries no note beside it): "left out: 1 coined by an
 * undated paper, 2 adopted by no dated paper", or null when none is. */
export function adoptionLeftOutShort(l: AdoptionLeftOut): string | null {
	if (!(total(l) > 0)) return null;
	const parts = [
		l.undatedCoiner > 0
			? `${l.undatedCoiner.toLocaleString('en')} whose coining paper is undated`
			: '',
		l.undatedAdopters > 0
			? `${l.undatedAdopters.toLocaleString('en')} adopted by no dated paper`
			: '',
		l.pastTop > 0 ? `${l.pastTop.toLocaleString('en')} past the top ${l.top}` : ''
	];
	return `left out: ${parts.filter(Boolean).join(', ')}`;
}
