import { describe, expect, it } from 'vitest';
import { ranking, type RankWording } from '../../../../../src/lib/charts/summaries/ranking';

interface Bar {
	label: string;
	n: number;
}

const say: RankWording<Bar> = {
	value: (v) => v.toFixed(1),
	name: (b) => b.label,
	lead: (b, v) => `${b.label} leads at ${v}`,
	tie: (names, v) => `${names} tie at ${v}`,
	only: (b, v) => `${b.label}: ${v}`,
	next: (b, v) => `${b.label} ${v}`
};
const bars = (...pairs: [string, number][]) => pairs.map(([label, n]) => ({ label, n }));
const rank = (entries: Bar[]) => ranking(entries, (b) => b.n, say);

describe('ranking', () => {
	it('names the leader, then the next three and how many more, highest first', () => {
		expect(rank(bars(['C', 3], ['A', 9], ['E', 1], ['B', 5], ['D', 2], ['F', 0]))).toBe(
			'A leads at 9; then B 5, C 3, D 2 and 2 more.'
		);
	});
	it('says a tie for the lead, values written alike tying too, and lists at most three of them', () => {
		expect(rank(bars(['A', 0.1 + 0.2], ['B', 0.3], ['C', 0.1]))).toBe(
			'A and B tie at 0.30000000000000004; then C 0.1.'
		);
		expect(rank(bars(['A', 4], ['B', 4], ['C', 4], ['D', 4], ['E', 4]))).toBe(
			'A, B, C and 2 more tie at 4.'
		);
	});
	it('keeps the given order among equal values', () => {
		expect(rank(bars(['Z', 1], ['Y', 2], ['X', 1]))).toBe('Y leads at 2; then Z 1 and X 1.');
	});
	it('says the only entry alone, and nothing for none', () => {
		expect(rank(bars(['A', 7]))).toBe('A: 7.');
		expect(rank([])).toBe('');
	});
	it('writes out only the entries it names', () => {
		let asked = 0;
		const counting = { ...say, next: (b: Bar, v: number) => (asked++, say.next(b, v)) };
		const many = Array.from({ length: 50_000 }, (_, i) => ({ label: `L${i}`, n: i }));
		expect(ranking(many, (b) => b.n, counting)).toMatch(
			/^L49999 leads at 49999; then .* and 49,996 more\.$/
		);
		expect(asked).toBe(3);
	});
});
