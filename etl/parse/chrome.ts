// Page furniture of a Daily Papers capture: words of the site, not of any paper.

const CHROME_LINES = [
	'Get trending papers in your email inbox once a day!',
	'Get trending papers in your email inbox!',
	'Subscribe',
	'Daily Papers',
	'byAK and the research community',
	'new'
];

/** True when the whole line is page chrome. */
export function isChromeLine(line: string): boolean {
	return CHROME_LINES.includes(line.trim());
}

/**
 * Cuts chrome glued to the start of a line, as a copy of the page produces it
 * ("SubscribeSimpleRL-Zoo: …" → "SimpleRL-Zoo: …"). Only when text follows the chrome and
 * begins a new word (an upper-case letter, digit or symbol), so "Subscriber …" is left alone.
 */
export function stripGluedChrome(line: string): string {
	let rest = line;
	for (let changed = true; changed;) {
		changed = false;
		for (const chrome of CHROME_LINES) {
			if (chrome === 'new') continue;
			const tail = rest.slice(chrome.length);
			if (rest.startsWith(chrome) && tail.trim() !== '' && !/^[a-z]/.test(tail)) {
				rest = tail.trimStart();
				changed = true;
			}
		}
	}
	return rest;
}
