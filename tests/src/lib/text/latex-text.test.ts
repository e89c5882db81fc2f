import { describe, expect, it } from 'vitest';
import { latexPieces, latexToText } from '../../../../src/lib/text/latex-text';

describe('latexToText: math', () => {
	it('reads letters, fonts and Greek', () => {
		expect(latexToText('The $\\mathbf{Y}$-Combinator')).toBe('The Y-Combinator');
		expect(latexToText('$\\lambda$-RLM beats $\\epsilon$-greedy')).toBe('λ-RLM beats ε-greedy');
		expect(latexToText('a $\\mathsf{NP}$-hard case in $\\mathbb{R}^d$')).toBe(
			'a NP-hard case in ℝᵈ'
		);
		expect(latexToText('with $\\Omega(1)$ and $\\mathcal{L}$')).toBe('with Ω(1) and L');
	});

	it('raises and lowers scripts with Unicode where every character has a form', () => {
		expect(latexToText('$V_1$: Unifying')).toBe('V₁: Unifying');
		expect(latexToText('UR$^2$ and Med-R$^3$')).toBe('UR² and Med-R³');
		expect(latexToText('in $O(n^2)$ time, $10^{-3}$ error')).toBe('in O(n²) time, 10⁻³ error');
		expect(latexToText('$A^\\top x$ and $Q^*$')).toBe('Aᵀx and Q*');
		expect(latexToText('$^{*}$Equal contribution')).toBe('*Equal contribution');
	});

	it('keeps a caret or underscore where Unicode has no raised or lowered form', () => {
		expect(latexToText('policy $\\pi_\\theta$ and $\\pi_{\\text{ref}}$')).toBe(
			'policy π_θ and π_ref'
		);
		expect(latexToText('$x_{i,j}$ in $R^{n\\times m}$')).toBe('x_(i,j) in R^(n×m)');
	});

	it('writes symbols, operators, fractions and roots as text', () => {
		expect(latexToText('a $8\\times$ speed-up, $\\sim$10\\% and $>$90\\%')).toBe(
			'a 8× speed-up, ∼10% and >90%'
		);
		expect(latexToText('$\\alpha \\leq \\beta \\in (0, 1]$')).toBe('α ≤ β ∈ (0, 1]');
		expect(latexToText('$O(n \\log n)$ vs $O(n\\log n)$')).toBe('O(n log n) vs O(n log n)');
		expect(latexToText('$\\frac{1}{2}$ or $\\frac{a+b}{c}$')).toBe('1/2 or (a+b)/c');
		expect(latexToText('$\\sqrt{n}$ and $\\sqrt[3]{x+1}$')).toBe('√n and ∛(x+1)');
		expect(latexToText('$\\tilde{O}(d)$, $a \\not= b$, $x \\not\\in S$')).toBe(
			'Õ(d), a ≠ b, x ∉ S'
		);
		expect(latexToText('$\\unicode{x2014}$')).toBe('—');
	});

	it('reads \\( \\) and \\[ \\] and $$ as math too', () => {
		expect(latexToText('values \\(V(s)\\) at 1.35-2.05\\(\\times\\)')).toBe(
			'values V(s) at 1.35-2.05×'
		);
		expect(latexToText('so $$x^2$$ holds \\[y_0\\]')).toBe('so x² holds y₀');
	});
});

describe('latexToText: running text', () => {
	it('drops font commands and switches to their content', () => {
		expect(latexToText('called {\\em mirror descent} (MDPO)')).toBe('called mirror descent (MDPO)');
		expect(latexToText('\\emph{a}, \\textbf{b}, \\textit{c}, \\texttt{d}, {\\bf e}')).toBe(
			'a, b, c, d, e'
		);
		expect(latexToText('we propose \\textsc{Sage}, a')).toBe('we propose Sage, a');
	});

	it('turns escapes, ties, quotes, dashes and accents into their characters', () => {
		expect(latexToText('only 0.02\\% of R\\&D \\$ costs')).toBe('only 0.02% of R&D $ costs');
		expect(latexToText('learning~(RL), Fig.~3')).toBe('learning (RL), Fig. 3');
		expect(latexToText("any ``value-free'' method")).toBe('any “value-free” method');
		expect(latexToText('RL -- a field, pages 3--5, 1---2')).toBe('RL – a field, pages 3–5, 1—2');
		expect(latexToText('na\\"ively, vis-\\`a-vis, Erd\\H{o}s, \\v{C}ech, \\\'{\\i}')).toBe(
			'naïvely, vis-à-vis, Erdős, Čech, í'
		);
	});

	it('drops citations with the space before them', () => {
		expect(latexToText('as shown \\citep{a,b}. Then \\cite[p.~3]{c} and')).toBe(
			'as shown. Then and'
		);
	});

	it('reads an author macro as its name, and a link as its text', () => {
		expect(latexToText('we propose \\name, the first')).toBe('we propose name, the first');
		expect(latexToText('code: \\href{https://x.org/a}{our repo}, \\url{https://x.org/~b}')).toBe(
			'code: our repo, https://x.org/~b'
		);
	});

	it('leaves money, "about", command-line flags and URLs as they are', () => {
		for (const plain of [
			'costs $5 and $10 each',
			'at $9.6-$14.4 billion',
			'magnets (<$5), a CAD',
			'achieves ~10% gains',
			'run it with --strict, a -> b',
			'see https://a.org/~c--d_e',
			"the policy's value, RL^V and x_1 outside math"
		])
			expect(latexToText(plain)).toBe(plain);
	});
});

describe('latexToText: malformed input', () => {
	it('gives text for unbalanced dollars and braces, never throwing', () => {
		expect(latexToText('a lone $ sign')).toBe('a lone $ sign');
		expect(latexToText('open {brace and more')).toBe('open brace and more');
		expect(latexToText('stray } brace')).toBe('stray  brace');
		expect(latexToText('$\\mathbf{Y$ rest')).toBe('Y rest');
		expect(latexToText('ends with \\')).toBe('ends with ');
		expect(latexToText('\\cite{never closed')).toBe('never closed');
		expect(latexToText('$x^$ and \\frac')).toBe('x and ');
		expect(latexToText('\\constructor \\toString{}')).toBe('constructor toString');
	});

	it('reads hostile nesting and long input in linear time', () => {
		const hostile = [
			'{'.repeat(50_000),
			'}'.repeat(50_000),
			'$'.repeat(50_001),
			'\\frac{'.repeat(20_000),
			'$x^{'.repeat(20_000),
			'\\cite{'.repeat(20_000),
			'$a$ \\('.repeat(20_000),
			'x^'.repeat(50_000),
			'\\url{'.repeat(20_000),
			'\\sqrt['.repeat(20_000)
		];
		const started = performance.now();
		for (const text of hostile) expect(typeof latexToText(text)).toBe('string');
		expect(performance.now() - started).toBeLessThan(3000);
	});

	it('keeps pieces in source order, each literal one equal to its source', () => {
		// A fixed pseudo-random sequence over the characters that matter.
		const alphabet = [
			'$',
			'\\',
			'{',
			'}',
			'^',
			'_',
			'~',
			'`',
			"'",
			'-',
			'a',
			' ',
			'frac',
			'em',
			'1'
		];
		let state = 7;
		const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
		for (let run = 0; run < 2000; run++) {
			const text = Array.from(
				{ length: next() % 40 },
				() => alphabet[next() % alphabet.length]
			).join('');
			let previous = 0;
			for (const p of latexPieces(text)) {
				expect(p.start).toBeGreaterThanOrEqual(previous);
				expect(p.end).toBeGreaterThanOrEqual(p.start);
				if (p.literal) expect(p.text).toBe(text.slice(p.start, p.end));
				previous = p.end;
			}
		}
	});

	it('returns text without LaTeX unchanged', () => {
		const plain = 'Reinforcement learning (RL) with 7B models: +12% on AIME 2024.';
		expect(latexToText(plain)).toBe(plain);
		expect(latexToText('')).toBe('');
	});
});
