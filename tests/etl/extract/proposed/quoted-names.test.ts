import { describe, expect, it } from 'vitest';
import { dashAppositionsAsCommas } from '../../../../etl/extract/proposed/dash-apposition.ts';
import { quotedNamesBare } from '../../../../etl/extract/proposed/quoted-names.ts';
import { asIs } from '../../../../etl/extract/proposed/reading.ts';

describe('quotedNamesBare', () => {
	it('writes a quoted name that an apposition follows without its quotation marks', () => {
		const text = `We build "Harbor Stack", a tool; and \`\`Ghost Docks,'' a set. Also “Kite” -- an agent.`;
		const reading = quotedNamesBare(dashAppositionsAsCommas(asIs(text)));
		expect(reading.read).toBe(
			'We build Harbor Stack, a tool; and Ghost Docks, a set. Also Kite, an agent.'
		);
		// Through both rewrites, every word is found where it is written.
		for (const word of ['Harbor', 'Stack', 'tool', 'Ghost', 'set', 'Kite', 'agent'])
			expect(reading.toWritten(reading.read.indexOf(word)), word).toBe(text.indexOf(word));
	});

	it('keeps the quotes of a phrase no apposition presents, one in lower case, or one a naming verb gives', () => {
		for (const text of [
			'which we term "Fake Features", that mislead.',
			'an "L2 clarity mode" for speech.',
			'we term "internal RL", a process.',
			// What a paper terms or calls in quotes is mostly an effect it observes.
			'a failure we term "Reward Collapse", a regime where rewards vanish.',
			'what we call “Policy Drift”, a slow change.'
		])
			expect(quotedNamesBare(asIs(text)).read).toBe(text);
	});
});
