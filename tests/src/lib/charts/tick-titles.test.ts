import { describe, expect, it } from 'vitest';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { svgDocument } from './svg-golden.ts';

describe('cut tick labels', () => {
	it('keep the whole name as their tooltip; whole ones need none', () => {
		const long = 'OpenCompass Multimodal Reasoning Leaderboard, the hardest split';
		const figure = barFigure({
			id: 't',
			title: 't',
			sql: 'SELECT 1',
			n: 2,
			rows: [
				{ name: long, papers: 3 },
				{ name: 'PPO', papers: 2 }
			]
		});
		const svg = figure.render({ width: 340, height: 200, theme: 'light', document: svgDocument() });
		const labels = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')];
		expect(labels).toHaveLength(2);
		expect(labels[0].textContent).toMatch(/…/);
		expect(labels[0].querySelector('title')?.textContent).toBe(long);
		expect(labels[1].querySelector('title')).toBeNull();
	});
});
