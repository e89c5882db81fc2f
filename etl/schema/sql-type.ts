// A column type declared once, as data: DuckDB reads its SQL text, the type checker its JS value.

interface Scalar {
	readonly kind: 'scalar';
	readonly name: string;
}
interface List {
	readonly kind: 'list';
	readonly item: AnySqlType;
}
interface Struct {
	readonly kind: 'struct';
	readonly fields: Readonly<Record<string, AnySqlType>>;
}

/** Any declared DuckDB type, whatever JS value it holds. */
export type AnySqlType = Scalar | List | Struct;

/** A DuckDB type and (for the type checker only) the JS value a row holds for it. */
export type SqlType<Value> = AnySqlType & { readonly value?: Value };

/** The JS value a declared type holds. */
export type ValueOf<T> = T extends { readonly value?: infer Value } ? Value : never;

const scalar = <Value>(name: string): SqlType<Value> => ({ kind: 'scalar', name });

export const VARCHAR = scalar<string>('VARCHAR');
export const INTEGER = scalar<number>('INTEGER');
export const DOUBLE = scalar<number>('DOUBLE');
/** Read by the app as ISO text (YYYY-MM-DD). */
export const DATE = scalar<string>('DATE');

export const list = <Item>(item: SqlType<Item>): SqlType<Item[]> => ({ kind: 'list', item });

export const struct = <Fields extends Record<string, AnySqlType>>(
	fields: Fields
): SqlType<{ [K in keyof Fields]: ValueOf<Fields[K]> }> => ({ kind: 'struct', fields });

/** The same DuckDB type, whose value may be null (DuckDB types carry no NOT NULL here). */
export const nullable = <Value>(type: SqlType<Value>): SqlType<Value | null> => type;

/** The type as DuckDB spells it (`STRUCT("name" VARCHAR, …)[]`). Field names are quoted:
 * some (`end`) are keywords. */
export function duckdbType(type: AnySqlType): string {
	if (type.kind === 'scalar') return type.name;
	if (type.kind === 'list') return `${duckdbType(type.item)}[]`;
	const fields = Object.entries(type.fields).map(([name, t]) => `"${name}" ${duckdbType(t)}`);
	return `STRUCT(${fields.join(', ')})`;
}
