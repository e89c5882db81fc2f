import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

/** An append-only text file that respects back-pressure, so memory stays flat. */
export class NdjsonSink {
	private readonly stream: WriteStream;

	constructor(path: string) {
		this.stream = createWriteStream(path, { encoding: 'utf8' });
	}

	async write(text: string): Promise<void> {
		if (text && !this.stream.write(text)) await once(this.stream, 'drain');
	}

	async close(): Promise<void> {
		this.stream.end();
		await once(this.stream, 'finish');
	}
}
