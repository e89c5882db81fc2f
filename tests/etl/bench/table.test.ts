import { describe, expect, it } from 'vitest';
import { formatTable } from '../../../etl/bench/table.ts';

describe('formatTable', () => {
	it('aligns columns and derives papers/s and MB', () => {
		const text = formatTable([
			{ step: 'floor', papers: 100000, seconds: 2, cpuSeconds: 3.5, peakRssKb: 102400, note: 'x' },
			{ step: 'full ETL', papers: null, seconds: null, peakRssKb: null, note: 'missing' }
		]);
		expect(text.split('\n')).toEqual([
			'step       papers  wall s  CPU s  papers/s  peak RSS MB',
			'--------  -------  ------  -----  --------  -----------  -------',
			'floor     100,000    2.00   3.50    50,000          100  x',
			'full ETL        –       –      –         –            –  missing'
		]);
	});
});
