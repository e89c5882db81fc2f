// A PNG that says its print size: a pHYs chunk after the header gives its pixels per inch, so Word,
// LaTeX or Keynote place a 3.5-inch figure at 3.5 inches (without it they assume 72–96 dpi).

const SIGNATURE_BYTES = 8;
/** The IHDR chunk: length, type, 13 bytes of data, CRC. */
const HEADER_END = SIGNATURE_BYTES + 4 + 4 + 13 + 4;
const METERS_PER_INCH = 0.0254;

let crcTable: Uint32Array | null = null;

/** CRC-32 as PNG chunks use it (ISO 3309, the zlib polynomial). */
export function crc32(bytes: Uint8Array): number {
	crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		return c >>> 0;
	});
	let crc = 0xffffffff;
	for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/** The PNG's chunks as [start, end) byte ranges, the signature left out. */
function chunkRanges(png: Uint8Array): { type: string; start: number; end: number }[] {
	const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
	const ranges = [];
	for (let start = SIGNATURE_BYTES; start + 12 <= png.length;) {
		const end = start + 12 + view.getUint32(start);
		const type = String.fromCharCode(...png.subarray(start + 4, start + 8));
		ranges.push({ type, start, end });
		start = end;
	}
	return ranges;
}

/** The PNG with its density set to `dotsPerInch`: a pHYs chunk right after IHDR, in place of any
 * the encoder wrote. */
export function withPixelDensity(png: Uint8Array, dotsPerInch: number): Uint8Array<ArrayBuffer> {
	const chunks = chunkRanges(png);
	if (chunks[0]?.type !== 'IHDR' || chunks[0].end !== HEADER_END)
		throw new Error('not a PNG: its first chunk is not IHDR');
	if (!(dotsPerInch > 0)) throw new Error(`invalid density: ${dotsPerInch} dpi`);
	const perMeter = Math.round(dotsPerInch / METERS_PER_INCH);
	// Length (9), "pHYs", x and y pixels per unit, unit 1 (the meter), CRC of type and data.
	const density = new Uint8Array(4 + 4 + 9 + 4);
	const view = new DataView(density.buffer);
	view.setUint32(0, 9);
	density.set(new TextEncoder().encode('pHYs'), 4);
	view.setUint32(8, perMeter);
	view.setUint32(12, perMeter);
	density[16] = 1;
	view.setUint32(17, crc32(density.subarray(4, 17)));
	const kept = chunks.slice(1).filter((c) => c.type !== 'pHYs');
	const parts = [
		png.subarray(0, HEADER_END),
		density,
		...kept.map((c) => png.subarray(c.start, c.end))
	];
	const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
	let at = 0;
	for (const part of parts) (out.set(part, at), (at += part.length));
	return out;
}
