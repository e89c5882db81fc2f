// One small result with every kind of value DuckDB hands the app: text that looks like a
// formula, 32- and 64-bit integers (one beyond 2^53), NaN, booleans, a date, a timestamp, a list
// of structs holding a date, a list of doubles, and nulls and empty lists.
import {
	Bool,
	DateDay,
	Field,
	Float64,
	Int32,
	List,
	Struct,
	Table,
	TimestampMillisecond,
	Utf8,
	makeVector,
	vectorFromArray
} from 'apache-arrow';

export const DAY = Date.UTC(2025, 2, 4);
export const INSTANT = Date.UTC(2025, 0, 2, 3, 4, 5, 600);

const event = new Struct([
	new Field('on', new DateDay(), true),
	new Field('what', new Utf8(), true)
]);

export function decodeFixture(): Table {
	return new Table({
		title: vectorFromArray(['=HYPERLINK("x")', 'a, "b"', null], new Utf8()),
		votes: vectorFromArray([1, null, -3], new Int32()),
		big: makeVector(new BigInt64Array([1n, 2n ** 60n + 1n, -5n])),
		share: vectorFromArray([0.25, Number.NaN, null], new Float64()),
		ok: vectorFromArray([true, false, null], new Bool()),
		published: vectorFromArray(
			[new Date(DAY), null, new Date(Date.UTC(2024, 11, 31))],
			new DateDay()
		),
		seen: vectorFromArray(
			[new Date(INSTANT), null, new Date(Date.UTC(2025, 0, 2))],
			new TimestampMillisecond()
		),
		events: vectorFromArray(
			[[{ on: new Date(DAY), what: 'x' }], [], null],
			new List(new Field('item', event, true))
		),
		sizes: vectorFromArray([[7, 0.5], [], null], new List(new Field('item', new Float64(), true)))
	});
}
