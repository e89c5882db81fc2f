// A declared type as the README's tables write it: `LIST<STRUCT(name, family VARCHAR, …)>`,
// fields of one scalar type in a row sharing a single type name.
import type { AnySqlType } from '../../../etl/schema/sql-type.ts';

export function readableType(type: AnySqlType): string {
	if (type.kind === 'scalar') return type.name;
	if (type.kind === 'list') return `LIST<${readableType(type.item)}>`;
	const fields = Object.entries(type.fields);
	const written = fields.map(([name, field], i) => {
		const next = fields[i + 1]?.[1];
		const sharesNext = next && field.kind === 'scalar' && next.kind === 'scalar';
		return sharesNext && next.name === field.name ? name : `${name} ${readableType(field)}`;
	});
	return `STRUCT(${written.join(', ')})`;
}
