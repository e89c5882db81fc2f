// Titles and abstracts come from anywhere; a bidi control in one (U+202E RIGHT-TO-LEFT OVERRIDE,
// …) would reorder what follows it on screen and make a title read as something it is not.
// Shown instead as a visible tag, so the text reads as it was written and the reader sees the
// control was there. Isolation from the surrounding page is CSS (`.user-text` in app.css).

const CONTROLS: Record<string, string> = {
	'\u061c': 'ALM',
	'\u200e': 'LRM',
	'\u200f': 'RLM',
	'\u202a': 'LRE',
	'\u202b': 'RLE',
	'\u202c': 'PDF',
	'\u202d': 'LRO',
	'\u202e': 'RLO',
	'\u2066': 'LRI',
	'\u2067': 'RLI',
	'\u2068': 'FSI',
	'\u2069': 'PDI'
};

const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text with each bidi control replaced by a visible tag: "a\u202Eb" → "a[RLO]b". */
export function showBidiControls(text: string): string {
	return text.replace(CONTROL, (c) => `[${CONTROLS[c]}]`);
}
