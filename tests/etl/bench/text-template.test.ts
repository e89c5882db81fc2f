import { describe, expect, it } from 'vitest';
import { cutText, type Piece } from '../../../etl/bench/text-template.ts';

/** The text back from its pieces, each slot as originally written (`'[' + … + ']'` marks slots). */
function join(pieces: readonly Piece[], mark = false): string {
	return pieces
		.map((piece) => {
			if (typeof piece === 'string') return piece;
			const text =
				piece.slot === 'name'
					? piece.stem + piece.rest
					: piece.slot === 'number'
						? piece.text
						: piece.original;
			return mark ? `[${text}]` : text;
		})
		.join('');
}

const TEXT =
	'We propose Hashed Fractal Key Recovery (HFKR), built on LLMs and Qwen2.5-7B. HFKR gains 12.5% ' +
	'over 1,024 runs; code at https://github.com/FooBar/HFKR-v2 (MIT).';
const rare = (stem: string) => stem !== 'LLM';

describe('cutText', () => {
	it('gives the text back when every slot is filled with what it held', () => {
		expect(join(cutText(TEXT, rare).pieces)).toBe(TEXT);
	});

	it('makes slots of rare names, their long form and numbers; keeps common names and URLs', () => {
		expect(join(cutText(TEXT, rare).pieces, true)).toBe(
			'We propose [Hashed] [Fractal] [Key] [Recovery] ([HFKR]), built on LLMs and [Qwen2.5-7B]. ' +
				'[HFKR] gains [12.5%] over [1,024] runs; code at https://github.com/FooBar/HFKR-v2 ([MIT]).'
		);
	});

	it('lists the rare acronyms the text spells out', () => {
		expect(cutText(TEXT, rare).defined).toEqual(['HFKR']);
		expect(cutText('Built on HFKR.', rare).defined).toEqual([]);
	});
});
