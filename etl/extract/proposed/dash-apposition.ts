// "we derive Guide -- a new class of …", "Kite — an agent that …": a dash sets off an apposition
// as a comma does, and the readers of names know the comma.
import { rewritten, type Reading } from './reading.ts';

// (Spaces are taken from the first one only: from each space of a long run, the search would
// scan the whole run again.)
const DASH_BEFORE_ARTICLE = /(?<!\s)\s*(?:-{2,3}|[—–])\s*(?=(?:a|an)\s)/g;

/** Each dash before an apposition written ", ". */
export const dashAppositionsAsCommas = (reading: Reading): Reading =>
	/[-—–]/.test(reading.read)
		? rewritten(reading, DASH_BEFORE_ARTICLE, () => ({ text: ', ', dropped: 0 }))
		: reading;
