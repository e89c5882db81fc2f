// Hostile input for the ETL, as fast-check arbitraries: JSON Lines with wrong types, broken
// and deeply nested lines, lone surrogates and bad bytes; seed captures with bad bytes, cuts and
// reshuffled lines; gzip around either, whole, in members, cut or corrupt. Each case says what
// a correct reader must find in it, where that can be known without reading it.
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';

export interface FuzzFile {
	name: string;
	bytes: Uint8Array;
	/** Records a reader must see (non-blank JSON lines, or 1 for a file without any); null when
	 * the damage (lost gzip data, reshuffled lines) leaves that unknowable. */
	records: number | null;
	/** For a capture whose lines kept their places: the lines of its papers' titles, in order
	 * (each paper runs to the next title), and the line the file now ends on. */
	papers?: { titles: number[]; lastLine: number };
}

export interface FuzzCase {
	files: FuzzFile[];
}

/** A seed capture cut into papers: line of each title (1-based) and the text. */
export interface SeedCapture {
	name: string;
	lines: string[];
	titles: number[];
}

const encode = (text: string) => new TextEncoder().encode(text);
const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** Text on one line: no line breaks of any kind the readers split on. */
const oneLine = (max: number) =>
	fc.string({ unit: 'grapheme', maxLength: max }).map((s) => s.replace(/[\r\n]/g, ' '));
const words = (max: number) =>
	fc
		.array(
			fc.constantFrom('policy', 'PPO', 'GRPO', 'reward', 'MuJoCo', '7B', 'by', '12%', 'agent'),
			{
				minLength: 1,
				maxLength: max
			}
		)
		.map((w) => w.join(' '));

const validRecord = fc.record(
	{
		id: fc.constantFrom('2501.12948', '0704.0001', 'hep-th/9901001', 704.001, 'not an id'),
		title: fc.oneof(words(12), oneLine(60)),
		abstract: fc.oneof(words(60), oneLine(300)),
		categories: fc.oneof(fc.constant('cs.LG cs.AI'), fc.array(fc.constantFrom('cs.LG', 'stat.ML'))),
		versions: fc.constant([{ version: 'v1', created: 'Mon, 2 Apr 2007 19:18:42 GMT' }]),
		authors: fc.oneof(fc.constant('A. One and B. Two'), fc.array(oneLine(10), { maxLength: 3 }))
	},
	{ requiredKeys: ['title', 'abstract'] }
);

/** One JSON line, as text that is never blank. */
const jsonLine: fc.Arbitrary<string> = fc.oneof(
	{ weight: 6, arbitrary: validRecord.map((r) => JSON.stringify(r)) },
	// wrong types and shapes
	fc
		.record({
			title: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.constant({})),
			abstract: fc.oneof(fc.string(), fc.boolean())
		})
		.map((r) => JSON.stringify(r)),
	fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
	// broken JSON: a record cut short, or junk that starts like one
	validRecord.chain((r) => {
		const text = JSON.stringify(r);
		return fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut));
	}),
	oneLine(40).map((s) => `{${s}`),
	// deep nesting in a field that is read, and in one that is not
	fc
		.tuple(fc.integer({ min: 1000, max: 20_000 }), fc.constantFrom('links', 'categories', 'junk'))
		.map(
			([depth, field]) =>
				`{"title":"Deep ${depth}","abstract":"Nested.","${field}":${'['.repeat(depth)}"cs.LG"${']'.repeat(depth)}}`
		),
	// lone surrogates, written as JSON escapes
	fc
		.tuple(fc.integer({ min: 0xd800, max: 0xdfff }), fc.constantFrom('title', 'abstract'))
		.map(([unit, field]) => {
			const record: Record<string, string> = { title: 'T', abstract: 'A.' };
			record[field] = `x \\u${unit.toString(16)} y`;
			return JSON.stringify(record).replace('\\\\u', '\\u');
		}),
	// far too long
	fc
		.integer({ min: 100_001, max: 250_000 })
		.map((n) => JSON.stringify({ title: 'Long', abstract: 'a '.repeat(n / 2) }))
);

/** A line as bytes: sometimes with a byte that is not UTF-8, or a NUL, somewhere inside. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
	fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(null) }, { weight, arbitrary });

const lineBytes = fc
	.tuple(jsonLine, sometimes(fc.tuple(fc.nat(), fc.constantFrom(0x00, 0x80, 0xc3, 0xff)), 2))
	.map(([text, bad]) => {
		const bytes = encode(text);
		if (!bad) return bytes;
		const at = bad[0] % (bytes.length + 1);
		return concat([bytes.subarray(0, at), Uint8Array.of(bad[1]), bytes.subarray(at)]);
	});

const blank = fc.constantFrom('', '  ', '\t', ' \r');

/** A JSON Lines file: its lines, and how many of them are records (the non-blank ones). */
export const jsonlFile: fc.Arbitrary<{ bytes: Uint8Array; records: number }> = fc
	.tuple(
		fc.array(
			fc.oneof({ weight: 5, arbitrary: lineBytes }, { weight: 1, arbitrary: blank.map(encode) }),
			{
				maxLength: 40
			}
		),
		fc.boolean(),
		fc.boolean()
	)
	.map(([lines, finalBreak, crlf]) => {
		const nonBlank = lines.filter((l) => new TextDecoder().decode(l).trim() !== '').length;
		const breakBytes = encode(crlf ? '\r\n' : '\n');
		const parts: Uint8Array[] = [];
		lines.forEach((line, i) => {
			parts.push(line);
			if (i < lines.length - 1 || finalBreak) parts.push(breakBytes);
		});
		return { bytes: concat(parts), records: nonBlank === 0 ? 1 : nonBlank };
	});

/** Byte changes that keep every line where it was: no line break is made or unmade. */
const inPlace = (bytes: Uint8Array) =>
	fc
		.array(
			fc.tuple(fc.nat(), fc.constantFrom(0x00, 0xff, 0x80, 0xc2, 0x7b, 0x20, 0x2e, 0x41, 0xe2)),
			{ minLength: 1, maxLength: 3 }
		)
		.map((changes) => {
			const copy = Uint8Array.from(bytes);
			for (const [at, value] of changes) {
				const i = at % copy.length;
				if (copy[i] !== 0x0a && copy[i] !== 0x0d) copy[i] = value;
			}
			return copy;
		});

/** Changes that move lines: inserted bytes (line breaks too), cut ranges, a `{` title, CRLF. */
const reshaped = (bytes: Uint8Array) =>
	fc.oneof(
		fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 12 })).map(([at, insert]) => {
			const i = at % (bytes.length + 1);
			return concat([bytes.subarray(0, i), insert, bytes.subarray(i)]);
		}),
		fc.tuple(fc.nat(), fc.nat({ max: 400 })).map(([at, length]) => {
			const i = at % (bytes.length + 1);
			return concat([bytes.subarray(0, i), bytes.subarray(i + length)]);
		}),
		fc.constant(concat([encode('{'), bytes])),
		fc.constant(encode(new TextDecoder().decode(bytes).replace(/\n/g, '\r\n'))),
		fc.constant(
			concat([Uint8Array.of(0xef, 0xbb, 0xbf), bytes, encode('\n' + 'x'.repeat(120_000))])
		)
	);

/** The title lines a cut file still holds, and its last line. A cut right after a line break
 * leaves the last line empty: a title there lost every byte, so no such paper is in the file to
 * keep or report. */
export function papersLeft(
	titles: number[],
	kept: Uint8Array
): { titles: number[]; lastLine: number } {
	const lastLine = kept.reduce((n, b) => n + (b === 0x0a ? 1 : 0), 1);
	const lastLineEmpty = kept.length === 0 || kept[kept.length - 1] === 0x0a;
	const inFile = (t: number) => t < lastLine || (t === lastLine && !lastLineEmpty);
	return { titles: titles.filter(inFile), lastLine };
}

/** A window of a seed capture (whole papers), mutated. */
export const captureFile = (seeds: readonly SeedCapture[]) =>
	fc
		.tuple(fc.constantFrom(...seeds), fc.nat(), fc.integer({ min: 1, max: 25 }))
		.chain(([seed, from, count]) => {
			const first = from % seed.titles.length;
			const last = Math.min(seed.titles.length, first + count);
			const startLine = seed.titles[first];
			const endLine = last < seed.titles.length ? seed.titles[last] - 1 : seed.lines.length;
			const text = seed.lines.slice(startLine - 1, endLine).join('\n') + '\n';
			const titles = seed.titles.slice(first, last).map((t) => t - startLine + 1);
			const bytes = encode(text);
			return fc.oneof(
				// Lines stay in place: every paper must be kept at its line or reported.
				fc.tuple(inPlace(bytes), sometimes(fc.nat(), 3)).map(([changed, cut]) => {
					const end = cut === null ? changed.length : cut % (changed.length + 1);
					const kept = changed.subarray(0, end);
					return { bytes: kept, papers: papersLeft(titles, kept) };
				}),
				reshaped(bytes).map((changed) => ({ bytes: changed, papers: undefined }))
			);
		});

/** Gzip around a file: whole, in members, and sometimes cut or with a corrupt byte. */
const gzipped = (bytes: Uint8Array) =>
	fc
		.tuple(
			fc.array(fc.nat(), { maxLength: 3 }),
			fc.constantFrom('sound', 'sound', 'cut', 'flip', 'garbage'),
			fc.nat()
		)
		.map(([splits, damage, at]) => {
			const points = [...new Set(splits.map((s) => s % (bytes.length + 1)))].sort((a, b) => a - b);
			const bounds = [0, ...points, bytes.length];
			const members = bounds.slice(1).map((end, i) => gzipSync(bytes.subarray(bounds[i], end)));
			let gz = new Uint8Array(Buffer.concat(members));
			if (damage === 'cut') gz = gz.subarray(0, Math.max(2, at % gz.length));
			if (damage === 'flip') gz[10 + (at % Math.max(1, gz.length - 10))] ^= 0xff;
			if (damage === 'garbage') gz = concat([gz, encode('not gzip at all')]);
			return { bytes: gz, sound: damage === 'sound' };
		});

/** One file of a case: a JSONL dump or a capture, maybe gzipped. */
const fuzzFile = (seeds: readonly SeedCapture[], index: number): fc.Arbitrary<FuzzFile> =>
	fc
		.tuple(
			fc.oneof(
				jsonlFile.map((f) => ({ kind: 'jsonl' as const, ...f, papers: undefined })),
				captureFile(seeds).map((f) => ({ kind: 'txt' as const, records: null, ...f }))
			),
			fc.boolean()
		)
		.chain(([file, gzip]) => {
			const name = `f${index}.${file.kind}`;
			const plain: FuzzFile = {
				name,
				bytes: file.bytes,
				records: file.records,
				papers: file.papers
			};
			if (!gzip) return fc.constant(plain);
			return gzipped(file.bytes).map(({ bytes, sound }) => ({
				name: `${name}.gz`,
				bytes,
				records: sound ? plain.records : null,
				papers: sound ? plain.papers : undefined
			}));
		});

/** A folder of one to three hostile files. */
export const fuzzCase = (seeds: readonly SeedCapture[]): fc.Arbitrary<FuzzCase> =>
	fc
		.integer({ min: 1, max: 3 })
		.chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fuzzFile(seeds, i))))
		.map((files) => ({ files }));
