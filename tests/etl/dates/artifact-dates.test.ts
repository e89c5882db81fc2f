// The data file itself: well-formed, and each date consistent with the source it cites.
import { describe, expect, it } from 'vitest';
import { findArxivId } from '../../../etl/parse/arxiv/arxiv-id.ts';
import { ARTIFACTS, extract } from '../bundled-vocabulary.ts';

function monthBefore(month: string): string {
	const [year, m] = month.split('-').map(Number);
	return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The newest capture in seeds/ was saved on 2026-04-16: nothing can be released after it. */
const LATEST = '2026-04';

describe('artifact-dates.json', () => {
	it('holds a useful number of entries of every kind', () => {
		expect(ARTIFACTS.length).toBeGreaterThanOrEqual(80);
		for (const kind of ['algorithm', 'benchmark', 'model']) {
			expect(ARTIFACTS.filter((a) => a.kind === kind).length).toBeGreaterThanOrEqual(20);
		}
	});

	it('has unique names', () => {
		const names = ARTIFACTS.map((a) => `${a.kind}:${a.name}`);
		expect(new Set(names).size).toBe(names.length);
	});

	it.each(ARTIFACTS.map((a) => [a.name, a] as const))(
		'%s: release month not after the source it cites',
		(_, artifact) => {
			expect(artifact.released <= LATEST).toBe(true);
			const cited = /^arXiv:(\S+)/.exec(artifact.source);
			if (!cited) {
				// An announcement: the source must state its day, so the month can be checked.
				expect(artifact.source).toMatch(/\b(19|20)\d\d\b/);
				return;
			}
			const id = findArxivId(cited[1]);
			expect(id, `unreadable arXiv id in ${artifact.source}`).not.toBeNull();
			// A paper-sourced date is the month of its id, or the month before when the source
			// says the first version may predate the id month.
			const idMonth = id!.month.slice(0, 7);
			if (/dated a month earlier/.test(artifact.source)) {
				expect(artifact.released).toBe(monthBefore(idMonth));
			} else expect(artifact.released).toBe(idMonth);
		}
	);

	// A date bounds a paper only through a name the extractor writes: a model it never reads
	// would be a date that bounds nothing. (Bare, or with a size: "OPT" alone is a word; by its
	// name or one of its spellings: "π0" alone is also a reference policy, "pi-0" is the model.)
	it.each(ARTIFACTS.filter((a) => a.kind === 'model').map((a) => [a.name, a] as const))(
		'model %s: the extractor writes it',
		(_, artifact) => {
			const spellings = [artifact.name, ...(artifact.aliases ?? [])];
			const written = spellings.some((name) =>
				extract('T', `We compare with ${name} and ${name}-7B.`).models.some(
					(m) => m.name === name || m.name === `${name}-7B`
				)
			);
			expect(written, spellings.join(', ')).toBe(true);
		}
	);
});
