// "we derive Guide -- a new class of …", "Kite — an agent that …": a dash sets off an apposition
// as a comma does, and the readers of names know the comma.

const DASH_BEFORE_ARTICLE = /\s*(?:-{2,3}|[—–])\s*(?=(?:a|an)\s)/g;
const COMMA = ', ';

export interface CommaReading {
	/** The text with each dash before an apposition written ", ". */
	read: string;
	/** Where an offset into `read` falls in the text as written. */
	toWritten: (at: number) => number;
}

export function dashAppositionsAsCommas(text: string): CommaReading {
	if (!(text.includes('-') || text.includes('—') || text.includes('–')))
		return { read: text, toWritten: (at) => at };
	// Per replaced dash: where its comma ends in `read`, and how much shorter `read` is from there.
	const shifts: { from: number; shorter: number }[] = [];
	let shorter = 0;
	const read = text.replace(DASH_BEFORE_ARTICLE, (dash: string, offset: number) => {
		shorter += dash.length - COMMA.length;
		shifts.push({
			from: offset - (shorter - (dash.length - COMMA.length)) + COMMA.length,
			shorter
		});
		return COMMA;
	});
	return {
		read,
		toWritten: (at) => {
			let shift = 0;
			for (const s of shifts) if (at >= s.from) shift = s.shorter;
			return at + shift;
		}
	};
}
