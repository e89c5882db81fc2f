// Paper text reads without LaTeX wherever it shows (paper page, papers table, Emerging), and the
// date filter says what it leaves out and can include the papers known only by an interval.
// Which papers and how many come from DuckDB over the same Parquet file, by queries written here.
import { expect, test } from '@playwright/test';
import { latexToText } from '../../src/lib/text/latex-text.ts';
import { nameText } from '../../src/lib/text/name-text.ts';
import { sql } from './expected.ts';

const ENTITIES = 'static/data/entities.parquet';
/** A backslash, or a dollar sign that is not money ("$42"): LaTeX left unread. */
const RAW_LATEX = /\\|\$(?!\d)/;

interface Paper {
	paper_id: string;
	title: string;
	abstract: string | null;
}

/** Papers with LaTeX other than "\\%" (which every percentage has) in their title or abstract. */
const withLatex = () =>
	sql<Paper>(`SELECT paper_id, title, abstract FROM papers
		WHERE regexp_matches(title || ' ' || coalesce(abstract, ''), '\\\\[^%]|\\$[^0-9]')
		ORDER BY paper_id`);

test('a paper page shows its title and abstract without raw LaTeX', async ({ page }) => {
	const papers = await withLatex();
	expect(papers.length).toBeGreaterThan(0);
	for (const paper of papers) {
		await page.goto(`/paper?id=${paper.paper_id}`);
		const title = page.getByTestId('paper-title');
		await expect(title).toHaveText(latexToText(paper.title), { timeout: 30_000 });
		await expect(page.getByTestId('paper-abstract')).toHaveText(latexToText(paper.abstract ?? ''));
		const abstract = (await page.getByTestId('paper-abstract').textContent()) ?? '';
		expect(`${await title.textContent()} ${abstract}`, paper.paper_id).not.toMatch(RAW_LATEX);
		expect(await page.title(), paper.paper_id).not.toMatch(RAW_LATEX);
	}
});

test('the papers table and the Emerging evidence show paper text without raw LaTeX', async ({
	page
}) => {
	const titled = (await withLatex()).filter((p) => /[\\$]/.test(p.title));
	expect(titled.length).toBeGreaterThan(0);
	await page.goto('/papers');
	for (const paper of titled) {
		// Search by the title's longest plain stretch, which the table search matches.
		const words = paper.title.match(/[A-Za-z][A-Za-z -]{8,}/g)!;
		const q = words.sort((a, b) => b.length - a.length)[0].trim();
		await page.getByRole('searchbox').fill(q);
		await page.getByRole('searchbox').press('Enter');
		const link = page.locator(`a[href*="paper?id=${paper.paper_id}&"]`);
		await expect(link).toHaveText(latexToText(paper.title), { timeout: 45_000 });
		expect(await link.textContent()).not.toMatch(RAW_LATEX);
	}

	const [entity] = await sql<{ name: string; evidence: string }>(
		`SELECT name, evidence FROM entities WHERE regexp_matches(evidence, '[\\\\$]')
		ORDER BY length(evidence) LIMIT 1`,
		undefined,
		ENTITIES
	);
	expect(entity).toBeDefined();
	await page.goto(`/emerging?name=${encodeURIComponent(entity.name)}`);
	const row = page.getByTestId('emerging-row').filter({
		// (Shown as its paper writes it: "V_1" is V₁.)
		has: page.getByTestId('entity-name').getByText(nameText(entity.name), { exact: true })
	});
	await expect(row.getByTestId('evidence')).toHaveText(latexToText(entity.evidence), {
		timeout: 45_000
	});
	expect(await row.textContent()).not.toMatch(RAW_LATEX);
});

test('the date filter says how many undated papers it leaves out and can include the bounded ones', async ({
	page
}) => {
	const [from, to] = ['2024-01-01', '2024-12-31'];
	const [expected] = await sql<{ dated: number; undated: number; bounded: number }>(
		`SELECT count(*) FILTER (WHERE published BETWEEN DATE '${from}' AND DATE '${to}')::INTEGER AS dated,
		count(*) FILTER (WHERE published IS NULL)::INTEGER AS undated,
		count(*) FILTER (WHERE published IS NULL AND not_before IS NOT NULL
			AND not_before <= DATE '${to}'
			AND greatest(date_trunc('month', not_before), date_trunc('month',
				coalesce(not_after, (SELECT greatest(max(published), max(not_after)) FROM papers))))
				>= DATE '${from}')::INTEGER AS bounded
		FROM papers`
	);
	expect(expected.bounded).toBeGreaterThan(0);
	const fmt = (n: number) => n.toLocaleString('en');
	const matching = (n: number) => new RegExp(`^${fmt(n)} papers match`);

	await page.goto(`/papers?from=${from}&to=${to}`);
	const count = page.getByTestId('papers-count');
	await expect(count).toHaveText(matching(expected.dated), { timeout: 45_000 });
	const notice = page.getByTestId('undated-filter');
	await expect(notice.getByTestId('undated-count')).toHaveText(fmt(expected.undated));

	const include = notice.getByLabel(
		`Include the ${fmt(expected.bounded)} undated papers whose date interval, known only to the month, overlaps 2024-01 to 2024-12`
	);
	await include.check();
	await expect(page).toHaveURL(/bounded=1/);
	await expect(count).toHaveText(matching(expected.dated + expected.bounded));
	await expect(notice.getByTestId('bounded-count')).toHaveText(fmt(expected.bounded));
	await expect(notice.getByTestId('undated-count')).toHaveText(
		fmt(expected.undated - expected.bounded)
	);

	// The option is part of the link: opened afresh, the page counts the same.
	await page.goto(page.url());
	await expect(count).toHaveText(matching(expected.dated + expected.bounded), {
		timeout: 45_000
	});
	await expect(include).toBeChecked();
	await include.uncheck();
	await expect(count).toHaveText(matching(expected.dated));
	await expect(page).not.toHaveURL(/bounded=1/);

	// The overview's card counts the dated papers in the range against all the others keep.
	const [all] = await sql<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM papers`);
	await page.goto(`/?from=${from}&to=${to}`);
	const card = page.getByTestId('count-dated');
	await expect(card.locator('span')).toHaveText(
		`dated papers in the range, of ${fmt(all.n)} papers (${fmt(expected.undated)} without a date)`,
		{ timeout: 45_000 }
	);
	await expect(card.locator('strong')).toHaveText(fmt(expected.dated));
});
