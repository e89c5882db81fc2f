import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import {
	answersFit,
	filtersOf,
	oneClickOf,
	oneClickRows,
	type OneClickAnswers
} from '../../../../src/lib/state/one-click.ts';

const f = (over: object) => ({ ...emptyFilters(), ...over });

describe('one-click states', () => {
	it('are exactly one list filter with one value, nothing else', () => {
		expect(oneClickOf(f({ algorithm: ['PPO'] }))).toEqual({ key: 'algorithm', value: 'PPO' });
		expect(oneClickOf(f({ domain: ['robotics'] }))).toEqual({ key: 'domain', value: 'robotics' });
		expect(oneClickOf(emptyFilters())).toBeNull();
		expect(oneClickOf(f({ algorithm: ['PPO', 'DPO'] }))).toBeNull();
		expect(oneClickOf(f({ algorithm: ['PPO'], benchmark: ['MATH'] }))).toBeNull();
		expect(oneClickOf(f({ algorithm: ['PPO'], from: '2024-01-01' }))).toBeNull();
		expect(oneClickOf(f({ algorithm: ['PPO'], q: 'agent' }))).toBeNull();
		expect(oneClickOf(f({ size: ['7B'] }))).toBeNull();
	});

	const state = { key: 'algorithm' as const, value: 'PPO' };
	const answers: OneClickAnswers = {
		probe: { state, queries: overviewQueries(filtersOf(state, emptyFilters())) },
		states: { 'algorithm=PPO': { counts: [{ papers: 3 }] } }
	};

	it('give the build’s rows for their own state only', () => {
		expect(oneClickRows(answers, f({ algorithm: ['PPO'] }), 'counts')).toEqual([{ papers: 3 }]);
		expect(oneClickRows(answers, f({ algorithm: ['PPO'] }), 'gains')).toBeNull();
		expect(oneClickRows(answers, f({ algorithm: ['DPO'] }), 'counts')).toBeNull();
		expect(oneClickRows(answers, f({ benchmark: ['PPO'] }), 'counts')).toBeNull();
		expect(oneClickRows(null, f({ algorithm: ['PPO'] }), 'counts')).toBeNull();
	});

	it('are used only when the build wrote the SQL this app writes', () => {
		expect(answersFit(answers, emptyFilters())).toBe(true);
		const stale = structuredClone(answers);
		stale.probe!.queries.counts = stale.probe!.queries.counts.replace('count(*)', 'count(1)');
		expect(answersFit(stale, emptyFilters())).toBe(false);
	});
});
