import { describe, expect, it } from 'vitest';
import { dashAppositionsAsCommas } from '../../../../etl/extract/proposed/dash-apposition.ts';
import { asIs } from '../../../../etl/extract/proposed/reading.ts';

describe('dashAppositionsAsCommas', () => {
	it('reads a dash before an apposition as a comma, and places what it reads in the text as written', () => {
		const text = 'We build Foo -- a bar. Then Baz---an agent; Zed — a tool, and Q–a quiz.';
		const { read, toWritten } = dashAppositionsAsCommas(asIs(text));
		expect(read).toBe('We build Foo, a bar. Then Baz, an agent; Zed, a tool, and Q, a quiz.');
		for (const word of ['Foo', 'bar', 'Baz', 'agent', 'Zed', 'tool', 'quiz'])
			expect(toWritten(read.indexOf(word)), word).toBe(text.indexOf(word));
	});

	it('leaves other dashes alone: ranges, compounds and dashes before other words', () => {
		const text = 'State-of-the-art 3--5 runs — the best -- among all.';
		const { read, toWritten } = dashAppositionsAsCommas(asIs(text));
		expect(read).toBe(text);
		expect(toWritten(10)).toBe(10);
	});
});
