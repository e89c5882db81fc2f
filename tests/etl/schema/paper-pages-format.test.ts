import { describe, expect, it } from 'vitest';
import {
	SHARDS,
	TABLE_END,
	blockRange,
	checkHeader,
	encodeHeader,
	encodeOffsets,
	entryOffset,
	shardOf
} from '../../../etl/schema/paper-pages-format.ts';

describe('paper-pages.bin layout', () => {
	it('picks the block from the first three hex digits; other ids share block 0', () => {
		expect(shardOf('000fffffffff')).toBe(0);
		expect(shardOf('abc123456789')).toBe(0xabc);
		expect(shardOf('fff000000000')).toBe(SHARDS - 1);
		expect(shardOf('hostile00001')).toBe(0);
		expect(shardOf('ABC123456789')).toBe(0); // the ETL writes lower case
	});

	it('reads back the header it writes and refuses anything else, saying why', () => {
		expect(() => checkHeader(encodeHeader())).not.toThrow();
		const html = new TextEncoder().encode('<!doctype html><html>');
		expect(() => checkHeader(html)).toThrow(/not a paper pages file/);
		const other = encodeHeader();
		other[4] = 9; // another format version
		expect(() => checkHeader(other)).toThrow(/format 9\/3.*rebuild/);
	});

	it('stores each block as [start, end) between two table entries', () => {
		const offsets = Array.from({ length: SHARDS + 1 }, (_, i) => TABLE_END + 10 * i);
		const table = encodeOffsets(offsets);
		const at = (shard: number) =>
			table.subarray(entryOffset(shard) - entryOffset(0), entryOffset(shard + 2) - entryOffset(0));
		expect(blockRange(at(0))).toEqual([TABLE_END, TABLE_END + 10]);
		expect(blockRange(at(SHARDS - 1))).toEqual([
			TABLE_END + 10 * (SHARDS - 1),
			TABLE_END + 10 * SHARDS
		]);
		expect(() => encodeOffsets(offsets.slice(1))).toThrow(/4097 offsets/);
	});

	it('calls a table that points backwards or into itself damaged', () => {
		const backwards = encodeOffsets(
			Array.from({ length: SHARDS + 1 }, (_, i) => TABLE_END + (i === 1 ? 0 : 50))
		);
		expect(() => blockRange(backwards.subarray(0, 16))).toThrow(/damaged offsets table/);
		const zeros = new Uint8Array(16);
		expect(() => blockRange(zeros)).toThrow(/damaged offsets table/);
	});
});
