import { describe, expect, it } from 'vitest';
import { slopeText } from '../../../../src/lib/text/slope-text.ts';

describe('slopeText', () => {
	it('reads a share per year in points, to one decimal', () => {
		expect(slopeText(0.3)).toBe('+30.0');
		expect(slopeText(-0.0125)).toBe('-1.3');
	});
	it('keeps a small slope visible and calls no slope 0', () => {
		expect(slopeText(0.0002)).toBe('+0.02');
		expect(slopeText(-0.00003)).toBe('-0.003');
		expect(slopeText(0)).toBe('0');
		expect(slopeText(1e-17)).toBe('0');
	});
});
