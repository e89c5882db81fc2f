// The cube file gives back the cube it was made from, in every width its blocks can take.
import { describe, expect, it } from 'vitest';
import { NO_DAY } from '../../../../src/lib/cube/cube-dates.ts';
import { decodeCube, encodeCube } from '../../../../src/lib/cube/cube-file.ts';
import {
	CUBE_LISTS,
	type CodedColumn,
	type PaperCube
} from '../../../../src/lib/cube/paper-cube.ts';

/** A coded column from each paper's codes. */
function coded(perPaper: number[][]): CodedColumn {
	const offsets = new Uint32Array(perPaper.length + 1);
	perPaper.forEach((codes, p) => (offsets[p + 1] = offsets[p] + codes.length));
	return { offsets, codes: Uint32Array.from(perPaper.flat()) };
}

function cube(
	papers: number,
	codesOf: (list: number, p: number) => number[],
	names: number
): PaperCube {
	const column = (list: number) =>
		coded(Array.from({ length: papers }, (_, p) => codesOf(list, p)));
	return {
		papers,
		// Every other paper dated (from 2024-01-01 on, day 19723), each third of those by its month;
		// every fourth undated one bounded.
		published: Int32Array.from({ length: papers }, (_, p) => (p % 2 ? 19_723 + p : NO_DAY)),
		ranges: {
			monthOnly: Uint8Array.from({ length: papers }, (_, p) => (p % 6 === 1 ? 1 : 0)),
			notBefore: Int32Array.from({ length: papers }, (_, p) => (p % 8 === 0 ? 19_000 + p : NO_DAY)),
			lastMonth: Int32Array.from({ length: papers }, (_, p) => (p % 8 === 0 ? 19_800 : NO_DAY))
		},
		lists: Object.fromEntries(
			CUBE_LISTS.map((l, i) => [
				l,
				{ ...column(i), names: Array.from({ length: names }, (_, k) => `${l} ${k}`) }
			])
		) as PaperCube['lists'],
		sizes: {
			...coded(Array.from({ length: papers }, (_, p) => (p % 3 ? [0] : []))),
			sizes: [7],
			bins: [3]
		},
		gains: {
			...coded(Array.from({ length: papers }, (_, p) => (p % 2 ? [0, 0] : []))),
			keys: [{ unit: '%', value: 2.5, direction: 'up' }]
		}
	};
}

const roundTrip = (c: PaperCube) => decodeCube(encodeCube(c).slice().buffer);

/** The cube's numbers as plain arrays, to compare by value. */
const plain = (c: PaperCube | null) =>
	JSON.parse(
		JSON.stringify(c, (_, v) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v))
	);

describe('the cube file', () => {
	it('gives back a small cube (8-bit counts, 16-bit codes)', () => {
		const c = cube(5, (l, p) => (p === 4 ? [] : [l, (p + l) % 3]), 4);
		const back = roundTrip(c)!;
		expect(plain(back)).toEqual(plain(c));
		expect(back.lists.algorithms.codes).toBeInstanceOf(Uint32Array);
	});

	it('gives back counts past 255 and codes past 65,535', () => {
		const c = cube(
			3,
			(l, p) => (p === 1 ? Array.from({ length: 300 }, (_, k) => k * 300 + l) : [70_000]),
			90_001
		);
		const back = roundTrip(c)!;
		expect(plain(back)).toEqual(plain(c));
		expect(back.lists.algorithms.codes).toBeInstanceOf(Uint32Array);
		expect(back.lists.algorithms.offsets[2] - back.lists.algorithms.offsets[1]).toBe(300);
	});

	it('gives back dates in 16 bits, in 32 bits when they span more, and none at all', () => {
		const c = cube(20, (l) => [l], 4);
		expect(plain(roundTrip(c))).toEqual(plain(c));
		c.published[3] = -50_000; // 1833: the days then span more than 16 bits count
		expect(plain(roundTrip(c))).toEqual(plain(c));
		expect(encodeCube(c).length).toBeGreaterThan(encodeCube(cube(20, (l) => [l], 4)).length);
		c.ranges = null;
		expect(roundTrip(c)!.ranges).toBeNull();
		c.published.fill(NO_DAY);
		expect(plain(roundTrip(c))).toEqual(plain(c));
	});

	it('reads nothing from a cube whose codes point past their dictionary, or cut short', () => {
		const c = cube(5, (l, p) => (p === 4 ? [] : [l, (p + l) % 3]), 4);
		c.lists.benchmarks.names = c.lists.benchmarks.names.slice(0, 2);
		expect(decodeCube(encodeCube(c).slice().buffer)).toBeNull();
		const whole = encodeCube(cube(5, (l) => [l], 4));
		expect(decodeCube(whole.slice(0, whole.length - 8).buffer)).toBeNull();
	});

	it('reads nothing from a file that is not a cube of this version', () => {
		expect(decodeCube(new TextEncoder().encode('{"queries": {}}').buffer)).toBeNull();
		expect(decodeCube(new ArrayBuffer(3))).toBeNull();
	});
});
