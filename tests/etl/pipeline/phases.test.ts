import { describe, expect, it } from 'vitest';
import { formatPhases, phaseClock } from '../../../etl/pipeline/phases.ts';

describe('phaseClock', () => {
	it('charges the time since the last lap to each phase, adding up repeats', () => {
		const times = [0, 1500, 1750, 2750, 3000];
		const clock = phaseClock(() => times.shift()!);
		clock.lap('load');
		clock.lap('merge');
		clock.lap('corpus pass');
		clock.lap('merge');
		expect(clock.seconds).toEqual({ load: 1.5, merge: 0.5, 'corpus pass': 1 });
	});
});

describe('formatPhases', () => {
	it('lists the phases a run reached in the order they run', () => {
		expect(formatPhases({ 'paper pages': 5, staging: 30.1, load: 0.7 })).toBe(
			'staging 30.10 s, load 0.70 s, paper pages 5.00 s'
		);
	});
});
