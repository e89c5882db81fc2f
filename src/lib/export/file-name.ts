// File names for exports: what the thing is, then the date, e.g. `top-algorithms_2025-06-01.csv`.

const SQL_NOISE = new Set(['select', 'from', 'as', 'by', 'and', 'or', 'the', 'with', 'distinct']);

/** Lower-case ASCII words joined by dashes, at most `max` characters, never empty. */
export function slugify(text: string, max = 48): string {
	const slug = text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
	const cut =
		slug.length > max ? slug.slice(0, max).replace(/-[^-]*$/, '') || slug.slice(0, max) : slug;
	return cut || 'untitled';
}

/** A name for a query: its leading `-- comment` when it has one, else its telling words. */
export function queryName(sql: string): string {
	const comment = /^\s*--\s*(.+)$/m.exec(sql.trimStart().startsWith('--') ? sql : '');
	if (comment) return slugify(comment[1]);
	const words = sql
		.replace(/--.*$/gm, ' ')
		.replace(/\/\*[\s\S]*?\*\//g, ' ')
		.replace(/'[^']*'/g, ' ')
		.split(/[^A-Za-z0-9_]+/)
		.filter((w) => w && !SQL_NOISE.has(w.toLowerCase()));
	return words.length ? slugify(`query ${words.join(' ')}`, 40) : 'query';
}

/** ISO date (YYYY-MM-DD) of `date` in local time. */
export function isoDate(date: Date): string {
	const pad = (v: number) => String(v).padStart(2, '0');
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What the thing is, then the filters it shows when there are any, then its `variant` (a size
 * or theme other than the default, so a dark or paper-column copy does not overwrite the first),
 * then the date: `top-algorithms_algorithm-ppo_paper-column-dark_2025-06-01`. */
export function exportStem(
	base: string,
	qualifier: string | null = null,
	date = new Date(),
	variant: string | null = null
): string {
	const parts = [slugify(base)];
	if (qualifier) parts.push(slugify(qualifier, 40));
	if (variant) parts.push(slugify(variant, 40));
	return [...parts, isoDate(date)].join('_');
}

export function exportFileName(
	base: string,
	extension: string,
	date: Date = new Date(),
	qualifier: string | null = null,
	variant: string | null = null
): string {
	if (!/^[a-z0-9]+$/i.test(extension)) throw new Error(`invalid file extension: ${extension}`);
	return `${exportStem(base, qualifier, date, variant)}.${extension.toLowerCase()}`;
}
