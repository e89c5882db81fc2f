// The default title of a chart drawn from a query: what it shows in the result's own column
// names ("n by b"), not words picked out of the SQL.

/** A column name as words: `paper_count` → "paper count". */
export const columnWords = (name: string) => name.replace(/_+/g, ' ').trim() || name;

export function chartTitle(spec: { x: string; y: string; color: string | null }): string {
	const title = `${columnWords(spec.y)} by ${columnWords(spec.x)}`;
	return spec.color && spec.color !== spec.x && spec.color !== spec.y
		? `${title}, per ${columnWords(spec.color)}`
		: title;
}
