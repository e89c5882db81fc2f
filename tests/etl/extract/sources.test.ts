import { describe, expect, it } from 'vitest';
import { sentenceHolding, sentenceStart } from '../../../etl/extract/sources.ts';

describe('sentenceStart', () => {
	it('starts a sentence after a period and a space', () => {
		const text = 'Tides rise. We propose TideNet.';
		expect(sentenceStart(text, text.indexOf('TideNet'))).toBe(text.indexOf(' We'));
		expect(sentenceStart(text, 3)).toBe(0);
	});

	it('ends no sentence at the period of an abbreviation', () => {
		const text = 'We propose the Dr. Tide pipeline, with three parts: (i) Gauge-Guided RL.';
		expect(sentenceStart(text, text.indexOf('(i)'))).toBe(0);
		const cited = 'As Kim et al. (2024) and others, e.g. GaugeNet, show, tides rise.';
		expect(sentenceHolding(cited, cited.indexOf('tides'))).toBe(cited);
		// And the sentence goes on past one: its evidence is whole.
		const example = 'We propose TideNet, a verifier for e.g. proofs and programs. It works.';
		expect(sentenceHolding(example, 3)).toBe(
			'We propose TideNet, a verifier for e.g. proofs and programs.'
		);
	});

	it('ends a sentence at "et al." or "etc." when a capital follows', () => {
		const text = 'We study images, audio, video, etc. Later work proposed TideRAG, a retriever.';
		expect(sentenceStart(text, text.indexOf('TideRAG'))).toBe(text.indexOf(' Later'));
		const cites =
			'Our analysis follows Smith et al. Kim et al. extended this by proposing TideNet.';
		expect(sentenceStart(cites, cites.indexOf('TideNet'))).toBe(cites.indexOf(' Kim'));
	});
});
