import { describe, expect, it } from 'vitest';
import { asIs, rewritten } from '../../../../etl/extract/proposed/reading.ts';

describe('rewritten', () => {
	it('maps every offset of the rewritten text back: before, inside and after each replacement', () => {
		const text = 'a [[bb]] c [[ddd]] e';
		// Brackets dropped: "a bb c ddd e".
		const once = rewritten(asIs(text), /\[\[(\w+)\]\]/g, (match, word) => ({
			text: word,
			dropped: 2
		}));
		expect(once.read).toBe('a bb c ddd e');
		const back = [...once.read].map((_, i) => once.toWritten(i));
		expect(back).toEqual([0, 1, 4, 5, 8, 9, 10, 13, 14, 15, 18, 19]);
		// A second rewrite maps back through the first.
		const twice = rewritten(once, /c/g, () => ({ text: 'CC', dropped: 0 }));
		expect(twice.read).toBe('a bb CC ddd e');
		expect(twice.toWritten(twice.read.indexOf('ddd'))).toBe(text.indexOf('ddd'));
		expect(twice.toWritten(twice.read.indexOf('e'))).toBe(text.indexOf(' e') + 1);
	});

	it('maps offsets inside a replacement longer than its match no further than the match', () => {
		const longer = rewritten(asIs('ab'), /a/g, () => ({ text: 'xyz', dropped: 0 }));
		expect(longer.read).toBe('xyzb');
		expect([...longer.read].map((_, i) => longer.toWritten(i))).toEqual([0, 0, 0, 1]);
	});

	it('gives the reading itself back when nothing matches', () => {
		const reading = asIs('plain');
		expect(rewritten(reading, /x/g, () => ({ text: '', dropped: 0 }))).toBe(reading);
	});
});
