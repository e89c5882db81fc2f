// The layout the build's binary files share (the cube, the search index): an 8-character magic
// naming the format and its version, the JSON header's length (32 bits, little-endian), the JSON
// header, then blocks of typed arrays, each starting on a 4-byte boundary so it is read in place.

/** `n` rounded up to the next 4-byte boundary. */
export const aligned = (n: number) => Math.ceil(n / 4) * 4;

/** The file's bytes: `magic`, `header` as JSON, then `blocks`, each aligned. */
export function encodeFramed(magic: string, header: unknown, blocks: Uint8Array[]): Uint8Array {
	const json = new TextEncoder().encode(JSON.stringify(header));
	const start = aligned(magic.length + 4 + json.length);
	const out = new Uint8Array(blocks.reduce((at, b) => aligned(at + b.length), start));
	out.set(new TextEncoder().encode(magic), 0);
	new DataView(out.buffer).setUint32(magic.length, json.length, true);
	out.set(json, magic.length + 4);
	let at = start;
	for (const block of blocks) {
		out.set(block, at);
		at = aligned(at + block.length);
	}
	return out;
}

/** The header of a file of format `magic` and where its first block starts, or null when the
 * bytes are not such a file (another format, or another version of it). */
export function readFramed<Header>(
	bytes: ArrayBuffer,
	magic: string
): { header: Header; blocksStart: number } | null {
	if (bytes.byteLength < magic.length + 4) return null;
	if (new TextDecoder().decode(new Uint8Array(bytes, 0, magic.length)) !== magic) return null;
	const length = new DataView(bytes).getUint32(magic.length, true);
	const header = JSON.parse(
		new TextDecoder().decode(new Uint8Array(bytes, magic.length + 4, length))
	) as Header;
	return { header, blocksStart: aligned(magic.length + 4 + length) };
}
