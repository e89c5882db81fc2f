// The bytes of a result file encoded in the browser, held to what the app wrote before the
// one Arrow decoder replaced the export's own: a change here changes users' files.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
	Field,
	Int32,
	makeData,
	RecordBatch,
	Schema,
	Struct,
	Table,
	vectorFromArray
} from 'apache-arrow';
import { parquetReadObjects } from 'hyparquet';
import { uniqueNames } from '../../../../src/lib/db/table-rows';
import { encodeInBrowser } from '../../../../src/lib/export/result-export';
import { decodeFixture } from '../db/decode-fixture.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('encodeInBrowser', () => {
	it('writes CSV: formulas neutralised, big integers exact, lists and structs as JSON', () => {
		expect(text(encodeInBrowser(decodeFixture(), 'csv'))).toBe(
			'title,votes,big,share,ok,published,seen,events,sizes\r\n"\'=HYPERLINK(""x"")",1,1,0.25,true,2025-03-04,2025-01-02T03:04:05.600Z,"[{""on"":""2025-03-04"",""what"":""x""}]","[7,0.5]"\r\n"a, ""b""",,1152921504606846977,NaN,false,,,[],[]\r\n,-3,-5,,,2024-12-31,2025-01-02T00:00:00.000Z,,\r\n'
		);
	});

	it('writes JSON: dates as days, timestamps as instants, NaN and big integers as text', () => {
		expect(text(encodeInBrowser(decodeFixture(), 'json'))).toBe(
			'[\n {\n  "title": "=HYPERLINK(\\"x\\")",\n  "votes": 1,\n  "big": 1,\n  "share": 0.25,\n  "ok": true,\n  "published": "2025-03-04",\n  "seen": "2025-01-02T03:04:05.600Z",\n  "events": [\n   {\n    "on": "2025-03-04",\n    "what": "x"\n   }\n  ],\n  "sizes": [\n   7,\n   0.5\n  ]\n },\n {\n  "title": "a, \\"b\\"",\n  "votes": null,\n  "big": "1152921504606846977",\n  "share": "NaN",\n  "ok": false,\n  "published": null,\n  "seen": null,\n  "events": [],\n  "sizes": []\n },\n {\n  "title": null,\n  "votes": -3,\n  "big": -5,\n  "share": null,\n  "ok": null,\n  "published": "2024-12-31",\n  "seen": "2025-01-02T00:00:00.000Z",\n  "events": null,\n  "sizes": null\n }\n]'
		);
	});

	// (Timestamps as microseconds since the export kept them, with their logical type.)
	it('writes the same Parquet bytes', () => {
		const bytes = encodeInBrowser(decodeFixture(), 'parquet');
		expect(createHash('sha256').update(bytes).digest('hex')).toBe(
			'943e5945f0b2ed71ffb897d8733320523f644d000ca8848262c27318fc509eae'
		);
	});
});

describe('a result naming two columns alike (a join of two tables with paper_id)', () => {
	// (DuckDB hands such a result; Arrow's column-wise constructors would merge the two.)
	const sameNames = () => {
		const fields = ['a', 'a'].map((name) => new Field(name, new Int32(), true));
		const columns = [1, 2].map((v) => vectorFromArray([v], new Int32()).data[0]);
		const batch = new RecordBatch(
			new Schema(fields),
			makeData({ type: new Struct(fields), length: 1, nullCount: 0, children: columns })
		);
		return new Table([batch]);
	};

	it('keeps both in every file, the second as a_1', async () => {
		const table = sameNames();
		expect(table.schema.fields.map((f) => f.name)).toEqual(['a', 'a']);
		expect(text(encodeInBrowser(table, 'csv'))).toBe('a,a_1\r\n1,2\r\n');
		expect(JSON.parse(text(encodeInBrowser(table, 'json')))).toEqual([{ a: 1, a_1: 2 }]);
		const parquet = encodeInBrowser(table, 'parquet');
		const file = parquet.buffer.slice(parquet.byteOffset, parquet.byteOffset + parquet.byteLength);
		expect(await parquetReadObjects({ file: file as ArrayBuffer })).toEqual([{ a: 1, a_1: 2 }]);
	});

	it('uniqueNames never takes a name the result already has', () => {
		expect(uniqueNames(['a', 'a', 'a_1', 'b', 'a'])).toEqual(['a', 'a_2', 'a_1', 'b', 'a_3']);
	});
});
