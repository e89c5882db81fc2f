import { describe, expect, it } from 'vitest';
import { explicitRange } from '../../scripts/vite-suffix-ranges.ts';

describe('explicitRange', () => {
	it('turns "the last N bytes" into an explicit range', () => {
		expect(explicitRange('bytes=-8', 100)).toBe('bytes=92-99');
	});
	it('clamps a suffix longer than the file to the whole file', () => {
		expect(explicitRange('bytes=-500', 100)).toBe('bytes=0-99');
	});
	it('leaves explicit and open-ended ranges alone', () => {
		expect(explicitRange('bytes=0-99', 100)).toBe('bytes=0-99');
		expect(explicitRange('bytes=10-', 100)).toBe('bytes=10-');
	});
});
