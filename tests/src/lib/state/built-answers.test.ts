import { describe, expect, it } from 'vitest';
import { DEFERRED_OVERVIEW } from '../../../../src/lib/queries/overview.ts';
import { builtAnswersFor } from '../../../../src/lib/state/built-answers.ts';
import type { Precomputed } from '../../../../src/lib/state/precomputed.ts';

const first: Precomputed = { queries: {} };
const deferred: Precomputed = { queries: {} };
const grows = DEFERRED_OVERVIEW[0];

describe('builtAnswersFor', () => {
	it('reads the deferred file for the unfiltered state of a chart whose answer grows, the first paint’s otherwise', () => {
		expect(builtAnswersFor(grows, false, { first, deferred })).toBe(deferred);
		expect(builtAnswersFor('algorithms', false, { first, deferred })).toBe(first);
	});

	it('waits for the deferred file only where it is read', () => {
		expect(builtAnswersFor(grows, false, { first, deferred: undefined })).toBeUndefined();
		// Filtered: the cube or DuckDB answers, with no wait for the file.
		expect(builtAnswersFor(grows, true, { first, deferred: undefined })).toBe(first);
	});

	it('reads nothing before the first paint’s file, even when the deferred file is missing', () => {
		expect(builtAnswersFor(grows, false, { first: undefined, deferred: null })).toBeUndefined();
		expect(builtAnswersFor('counts', true, { first: undefined, deferred })).toBeUndefined();
		// Then a missing file is no answer: the chart asks DuckDB.
		expect(builtAnswersFor(grows, false, { first, deferred: null })).toBeNull();
	});
});
