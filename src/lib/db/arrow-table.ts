import { Table, vectorFromArray, type DataType } from 'apache-arrow';

/** Parquet dates come back as Date (or day numbers); Arrow's DateDay builder wants Date. */
function normalise(value: unknown, type: DataType): unknown {
	if (value === undefined) return null;
	if (type.typeId === 8 /* Date */ && typeof value === 'number')
		return new Date(value * 86_400_000);
	return value;
}

/** Column arrays → an Arrow table with exactly the given types (empty lists keep their type). */
export function arrowTable(
	columns: Record<string, unknown[]>,
	types: Record<string, DataType>
): Table {
	const vectors = Object.fromEntries(
		Object.entries(columns).map(([name, values]) => {
			const type = types[name];
			if (!type) throw new Error(`no Arrow type for column ${name}`);
			return [
				name,
				vectorFromArray(
					values.map((v) => normalise(v, type)),
					type
				)
			];
		})
	);
	return new Table(vectors);
}
