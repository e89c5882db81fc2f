import { describe, expect, it } from 'vitest';
import { formatProgress, formatSeconds } from '../../../etl/pipeline/progress.ts';

describe('formatProgress', () => {
	it('shows fraction, count, rate and ETA', () => {
		const line = formatProgress(50, 100, 2000, 10, 10);
		expect(line).toContain('█████░░░░░');
		expect(line).toContain('50.0%');
		expect(line).toContain('2,000 papers');
		expect(line).toContain('200/s');
		expect(line).toContain('ETA 0:10');
	});

	it('has no ETA before any progress', () => {
		expect(formatProgress(0, 100, 0, 0)).toContain('ETA --:--');
	});

	it('formats minutes', () => {
		expect(formatSeconds(125.4)).toBe('2:05');
	});
});
