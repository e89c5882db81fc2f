import { describe, expect, it } from 'vitest';
import { tiesNote } from '../../../../src/lib/text/ties-note.ts';

describe('tiesNote', () => {
	it('says how many names past the cut tie with the last bar', () => {
		const rows = [
			{ name: 'PPO', papers: 9, tied_names_not_shown: 0 },
			{ name: 'SAC', papers: 1, tied_names_not_shown: 3 }
		];
		expect(tiesNote(rows)).toBe(
			'3 more names have 1 paper, as the last bar: left out by the cut (ties are shown in name order).'
		);
		expect(tiesNote([{ name: 'SAC', papers: 4, tied_names_not_shown: 1 }])).toMatch(
			/^1 more name has 4 papers,/
		);
	});

	it('says nothing when the cut falls between two counts, or there is no bar', () => {
		expect(tiesNote([{ name: 'PPO', papers: 9, tied_names_not_shown: 0 }])).toBeNull();
		expect(tiesNote([{ name: 'PPO', papers: 9 }])).toBeNull();
		expect(tiesNote([])).toBeNull();
	});
});
