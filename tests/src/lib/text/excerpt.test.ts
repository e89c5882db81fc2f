import { describe, expect, it } from 'vitest';
import { excerptAround } from '../../../../src/lib/text/excerpt';

const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

describe('excerptAround', () => {
	it('keeps a short text whole', () => {
		expect(excerptAround('We propose AACL.', 'AACL', 40)).toBe('We propose AACL.');
	});

	it('cuts at the end when the name is in the opening', () => {
		const text = `We propose AACL, ${long(60)}`;
		const shown = excerptAround(text, 'AACL', 80);
		expect(shown.startsWith('We propose AACL,')).toBe(true);
		expect(shown.endsWith('…')).toBe(true);
		expect(shown.length).toBeLessThanOrEqual(80);
	});

	it('shows a name defined late, from a word start before it, whatever its case', () => {
		const text = `${long(60)} Inspired by them, we propose aacl for continual learning. ${long(30)}`;
		const shown = excerptAround(text, 'AACL', 80);
		expect(shown).toContain('we propose aacl for continual learning');
		expect(shown.startsWith('…')).toBe(true);
		// Cut at a word start: a space stands before what is shown.
		const body = shown.slice(1, -1);
		expect(text[text.indexOf(body) - 1]).toBe(' ');
		expect(shown.endsWith('…')).toBe(true);
		expect(shown.length).toBeLessThanOrEqual(80);
	});

	it('shows the end of a text that closes with the name, with no cut after it', () => {
		const text = `${long(60)} and we call it AACL`;
		const shown = excerptAround(text, 'AACL', 80);
		expect(shown.endsWith('we call it AACL')).toBe(true);
		expect(shown.startsWith('…')).toBe(true);
	});

	it('finds the name as a word of its own, not inside another word', () => {
		const text = `We claim much. ${long(40)} Our attack, AIM, maps letters to indices. ${long(20)}`;
		expect(excerptAround(text, 'AIM', 80)).toContain('Our attack, AIM, maps');
	});

	it('fills the window up to the end of a text the name closes', () => {
		const text = `${long(60)} and we call it AACL`;
		const shown = excerptAround(text, 'AACL', 80);
		expect(shown.length).toBeGreaterThan(70);
	});

	it('shows the start of a text that does not write the name', () => {
		expect(excerptAround(long(60), 'AACL', 50)).toBe(`${long(60).slice(0, 49).trimEnd()}…`);
	});
});
