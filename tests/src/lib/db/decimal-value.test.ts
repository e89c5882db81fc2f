import { describe, expect, it } from 'vitest';
import { scaledDigits } from '../../../../src/lib/db/decimal-value';

describe('scaledDigits', () => {
	it('puts the point back, padding small values and keeping the sign', () => {
		expect(scaledDigits('-12345', 3)).toBe('-12.345');
		expect(scaledDigits('5', 3)).toBe('0.005');
		expect(scaledDigits('-5', 2)).toBe('-0.05');
		expect(scaledDigits('4143308127112833648304', 0)).toBe('4143308127112833648304');
	});
});
