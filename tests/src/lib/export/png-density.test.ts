import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32, withPixelDensity } from '../../../../src/lib/export/png-density.ts';

/** A valid 1×1 grey PNG, built here (chunks with their CRCs), with `extra` chunks after IHDR. */
function tinyPng(extra: Uint8Array[] = []): Uint8Array {
	const chunk = (type: string, data: Uint8Array) => {
		const out = new Uint8Array(12 + data.length);
		const view = new DataView(out.buffer);
		view.setUint32(0, data.length);
		out.set(new TextEncoder().encode(type), 4);
		out.set(data, 8);
		view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
		return out;
	};
	const header = new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
	const parts = [
		new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
		chunk('IHDR', header),
		...extra.map((data) => chunk('pHYs', data)),
		chunk('IDAT', deflateSync(new Uint8Array([0, 128]))),
		chunk('IEND', new Uint8Array())
	];
	const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
	let at = 0;
	for (const p of parts) (png.set(p, at), (at += p.length));
	return png;
}

/** Each chunk's type, and the pHYs data as [x, y, unit] where there is one. */
function read(png: Uint8Array) {
	const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
	const types: string[] = [];
	let density: number[] | null = null;
	for (let at = 8; at < png.length;) {
		const length = view.getUint32(at);
		const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
		types.push(type);
		const crc = view.getUint32(at + 8 + length);
		expect(crc).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
		if (type === 'pHYs') density = [view.getUint32(at + 8), view.getUint32(at + 12), png[at + 16]];
		at += 12 + length;
	}
	return { types, density };
}

describe('withPixelDensity', () => {
	it('computes the CRC-32 that PNG chunks use', () => {
		// The check value of the CRC-32 (ISO 3309) for "123456789".
		expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
	});

	it('writes the density as pixels per meter in a pHYs chunk right after IHDR', () => {
		const { types, density } = read(withPixelDensity(tinyPng(), 300));
		expect(types).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
		// 300 dpi = 11,811 pixels per meter, the same both ways, unit 1 (meter).
		expect(density).toEqual([11811, 11811, 1]);
	});

	it("replaces the encoder's own density rather than writing a second one", () => {
		const seventyTwo = new Uint8Array([0, 0, 11, 19, 0, 0, 11, 19, 1]);
		const { types, density } = read(withPixelDensity(tinyPng([seventyTwo]), 600));
		expect(types).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
		expect(density).toEqual([23622, 23622, 1]);
	});

	it('refuses what is not a PNG', () => {
		expect(() => withPixelDensity(new Uint8Array(40), 300)).toThrow(/not a PNG/);
	});
});
