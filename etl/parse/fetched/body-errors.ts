// What can be wrong with a response body, told apart by what the fetch should do about it.

/** The response is not what the source's shape says (a field renamed, retyped or gone): retrying
 * will not help, and the cache must not keep it. */
export class ShapeError extends Error {}

/** The body is damaged in transit (cut short, not parseable): worth asking again. */
export class DamagedBodyError extends Error {}

/** A short, single-line look at a value for error messages. */
export function preview(value: unknown): string {
	const text = typeof value === 'string' ? value : JSON.stringify(value);
	const flat = (text ?? String(value)).replace(/\s+/g, ' ').trim();
	return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}
