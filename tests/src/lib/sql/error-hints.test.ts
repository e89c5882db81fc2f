import { describe, expect, it } from 'vitest';
import { withHint } from '../../../../src/lib/sql/error-hints';

describe('withHint', () => {
	it('shows how to unnest in FROM after an unnest DuckDB refuses', () => {
		const duck =
			'Binder Error: UNNEST not supported here\n\nLINE 1: SELECT unnest(algorithms) a, count(*) FROM papers GROUP BY 1';
		const text = withHint(duck);
		expect(text.startsWith(duck)).toBe(true);
		expect(text).toContain('FROM papers, unnest(algorithms) AS t(a)');
		expect(text).toContain("list_contains(algorithms, 'PPO')");
	});

	it('leaves any other message as DuckDB wrote it', () => {
		const duck = 'Catalog Error: Table with name paper does not exist!';
		expect(withHint(duck)).toBe(duck);
	});
});
