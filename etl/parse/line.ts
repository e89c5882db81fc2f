// A line of an input file as the reader hands it to the parsers.

export interface Line {
	/** 1-based line number (of the text as read: after lost gzip data, of what could be read). */
	no: number;
	/** The line without its `\n`/`\r\n`; for an over-long line only its first 200 bytes. */
	text: string;
	/** Set when the line was longer than `maxLineBytes`: its full length in bytes. */
	overLength?: number;
	/** Set when the line's bytes were not sound: invalid UTF-8, or gzip data lost in it. */
	damage?: string;
}
