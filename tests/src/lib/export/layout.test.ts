import { describe, expect, it } from 'vitest';
import { figureLayout } from '../../../../src/lib/export/layout';
import { wrapText } from '../../../../src/lib/export/wrap-text';

describe('wrapText', () => {
	it('breaks at spaces to stay within the width', () => {
		const lines = wrapText('one two three four five six', 60, 10);
		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) expect(line.length * 5.5).toBeLessThanOrEqual(60);
		expect(lines.join(' ')).toBe('one two three four five six');
	});
	it('keeps explicit line breaks', () => {
		expect(wrapText('a\nb', 1000, 10)).toEqual(['a', 'b']);
	});
});

describe('figureLayout', () => {
	const text = { title: 'A title', subtitle: 'A subtitle', caption: 'Source: 12 papers.' };
	it('stacks title, subtitle, chart and caption inside the figure', () => {
		const l = figureLayout({ width: 960, height: 540 }, text);
		expect(l.title.y).toBeLessThan(l.subtitle.y);
		expect(l.subtitle.y).toBeLessThan(l.chart.y);
		expect(l.chart.y + l.chart.height).toBeLessThan(l.caption.y);
		expect(l.caption.y).toBeLessThanOrEqual(540);
		expect(l.chart.x + l.chart.width).toBeLessThanOrEqual(960);
	});
	it('gives the chart the room of empty text blocks', () => {
		const full = figureLayout({ width: 960, height: 540 }, text);
		const bare = figureLayout(
			{ width: 960, height: 540 },
			{ title: '', subtitle: '', caption: '' }
		);
		expect(bare.chart.height).toBeGreaterThan(full.chart.height);
		expect(bare.title.lines).toEqual([]);
	});
	it('uses smaller type on a paper column than on a slide', () => {
		const slide = figureLayout({ width: 960, height: 540 }, text);
		const paper = figureLayout({ width: 336, height: 252 }, text);
		expect(paper.title.fontSize).toBeLessThan(slide.title.fontSize);
	});
	it('names a bad size', () => {
		expect(() => figureLayout({ width: 0, height: 10 }, text)).toThrow(/0×10/);
	});
});

describe('figureLayout text measure', () => {
	const text = {
		title: 'Increases claimed, in percent (%), per algorithm',
		subtitle: '',
		caption: ''
	};
	it('breaks the bold title by the measure it is given', () => {
		const narrow = figureLayout(
			{ width: 336, height: 252 },
			text,
			(t, size, weight) => t.length * size * (weight === 'bold' ? 0.7 : 0.5)
		);
		const wide = figureLayout(
			{ width: 336, height: 252 },
			text,
			(t, size) => t.length * size * 0.3
		);
		expect(narrow.title.lines.length).toBeGreaterThan(1);
		expect(wide.title.lines).toEqual([text.title]);
	});
	it('estimates bold type wider than regular without a measure', () => {
		// 48 characters at 12 px: 317 px at 0.55 em would fit 320 px; bold does not.
		const l = figureLayout({ width: 336, height: 252 }, text);
		expect(l.title.lines.length).toBe(2);
	});
});
