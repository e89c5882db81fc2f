import { describe, expect, it } from 'vitest';
import {
	groupAround,
	isSetInsideWord,
	plainName,
	superscriptedNameRest,
	superscriptedNameStart,
	superscriptKey,
	typesetNames,
	withPlainMathNumbers,
	withPlainNumbers
} from '../../../etl/extract/latex.ts';

describe('LaTeX names', () => {
	it('reads the name a reader sees', () => {
		expect(plainName('\\textsc{Sage}')).toBe('Sage');
		expect(plainName('$\\texttt{Bolt}$-7B')).toBe('Bolt-7B');
		expect(plainName('$\\lambda$-RLM')).toBe('λ-RLM');
		expect(plainName('$V_1$')).toBe('V_1');
	});

	it('finds typeset names with their raw spans', () => {
		const text = 'We release \\textsc{Sage}-7B and $\\lambda$-RLM today.';
		expect(typesetNames(text)).toEqual([
			{ name: 'Sage-7B', start: 11, end: 27 },
			{ name: 'λ-RLM', start: 32, end: 45 }
		]);
		expect(typesetNames('plain text')).toEqual([]);
	});
});

describe('typesetNames', () => {
	it('skips letters set in bold inside a word: they spell an acronym, they name nothing', () => {
		const text = 'We propose \\textbf{S}parse-D\\textbf{EN}se $\\textbf{M}$ix (\\textbf{SEM}).';
		expect(typesetNames(text).map((t) => t.name)).toEqual(['SEM']);
	});
});

describe('isSetInsideWord and groupAround', () => {
	it('tell letters set apart inside a word from a name set on its own', () => {
		const text = 'D\\textbf{YN}amic and \\textbf{Sage} and $\\textbf{REA}$soning';
		const yn = text.indexOf('YN');
		expect(groupAround(text, yn, yn + 2)).toEqual([1, 12]);
		expect(isSetInsideWord(text, 1, 12)).toBe(true);
		const sage = text.indexOf('Sage');
		const [from, to] = groupAround(text, sage, sage + 4)!;
		expect(isSetInsideWord(text, from, to)).toBe(false);
		const rea = text.indexOf('REA');
		const math = groupAround(text, rea, rea + 3)!;
		expect(text.slice(...math)).toBe('$\\textbf{REA}$');
		expect(isSetInsideWord(text, ...math)).toBe(true);
		expect(groupAround('plain YN here', 6, 8)).toBeNull();
	});
});

describe('withPlainNumbers', () => {
	it('blanks the formatting around a number, keeping every offset', () => {
		const text = 'gains of $\\textbf{10.5%}$ and \\emph{3x} more';
		const plain = withPlainNumbers(text);
		expect(plain).toHaveLength(text.length);
		expect(plain.indexOf('10.5%')).toBe(text.indexOf('10.5%'));
		expect(plain).not.toMatch(/textbf|emph|[{}$]/);
	});

	it('blanks a LaTeX \\sim or \\approx before a number, keeping its math open', () => {
		const text = 'by $\\sim 20 \\%$ and $\\approx$3x';
		const plain = withPlainNumbers(text);
		expect(plain).toHaveLength(text.length);
		// "$\\sim " becomes five blanks and the "$" that opens the number; "$\\approx$" all blanks.
		expect(plain).toBe(`by ${' '.repeat(5)}$20 \\%$ and ${' '.repeat(9)}3x`);
	});

	it('leaves names and a number with a comma between digits as written', () => {
		expect(withPlainNumbers('\\textbf{FooNet} and \\textbf{5,7}x')).toBe(
			'\\textbf{FooNet} and \\textbf{5,7}x'
		);
	});
});

describe('withPlainMathNumbers', () => {
	it('blanks the dollars around a number alone in math mode, keeping every offset', () => {
		const text = '($0.55$ vs $0.43$ accuracy, $62\\%$ less, $x_1$ and $\\sim 3$)';
		const plain = withPlainMathNumbers(text);
		expect(plain).toHaveLength(text.length);
		expect(plain).toBe('( 0.55  vs  0.43  accuracy,  62\\%  less, $x_1$ and $\\sim 3$)');
		// A dollar that closes math opens no number; an escaped one is a price, no math.
		expect(withPlainMathNumbers('2.0$\\cdot$10$^{12}$')).toBe('2.0$\\cdot$10$^{12}$');
		expect(withPlainMathNumbers('\\$5 a run, $0.55$')).toBe('\\$5 a run,  0.55 ');
	});
});

describe('names glued to a superscript', () => {
	it('find where such a name starts before a part read alone', () => {
		const text = 'We test T$^2$-BoatBench and QX$^{2}$Dock, not $x^2$ Dock.';
		expect(superscriptedNameStart(text, text.indexOf('BoatBench'))).toBe(text.indexOf('T$'));
		expect(superscriptedNameStart(text, text.indexOf('Dock,'))).toBe(text.indexOf('QX'));
		// (Math before a word is no name's part: "$x^2$ Dock" is spaced; "$x^2$" is math.)
		expect(superscriptedNameStart(text, text.lastIndexOf('Dock'))).toBe(text.lastIndexOf('Dock'));
		expect(superscriptedNameStart(text, text.indexOf('We'))).toBe(0);
	});

	it('find how much of the text after a part belongs to the name', () => {
		const text = 'QX$^2$Dock, Harb-R$^3$, W$^3$-Boat and R$^2$ scores';
		expect(superscriptedNameRest(text, 2)).toBe('$^2$Dock'.length);
		expect(superscriptedNameRest(text, text.indexOf('$^3$,'))).toBe('$^3$'.length);
		expect(superscriptedNameRest(text, text.indexOf('$^3$-'))).toBe('$^3$-Boat'.length);
		expect(superscriptedNameRest(text, text.indexOf('$^2$ s'))).toBe('$^2$'.length);
		expect(superscriptedNameRest(text, 0)).toBe(0);
		// (A superscript opened in math that does not close there is no name's.)
		expect(superscriptedNameRest('QX$^2 + 1$', 2)).toBe(0);
	});

	it('key a name alike with or without its superscript mark', () => {
		expect(superscriptKey('SF^2Bench')).toBe(superscriptKey('sf2bench'));
		expect(superscriptKey('UR^2')).not.toBe(superscriptKey('UR3'));
	});
});
