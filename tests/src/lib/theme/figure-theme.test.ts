import { describe, expect, it } from 'vitest';
import { plotStyle, themeColors } from '../../../../src/lib/theme/figure-theme';

describe('themes', () => {
	it('print has no background, light and dark do', () => {
		expect(themeColors('print').background).toBeNull();
		expect(plotStyle('print').background).toBe('transparent');
		expect(themeColors('light').background).toMatch(/^#/);
		expect(themeColors('dark').foreground).not.toBe(themeColors('light').foreground);
	});
	it('names an unknown theme', () => {
		expect(() => themeColors('sepia' as never)).toThrow(/sepia/);
	});
});
