// Runs tasks one at a time, in order, an urgent one before those still waiting. The background
// statements share one DuckDB-WASM connection, and a connection holds one pending query: a second
// one started meanwhile would close the first (the warm-up and a reader's prefetch overlapped).

type Task = () => Promise<void>;

export class SerialQueue {
	private waiting: Task[] = [];
	private running = false;

	/** Resolves (or rejects) with `work`'s outcome once it has run after the tasks before it. */
	run<T>(work: () => Promise<T>, urgent = false): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			const task: Task = () => work().then(resolve, reject);
			if (urgent) this.waiting.unshift(task);
			else this.waiting.push(task);
			void this.next();
		});
	}

	private async next(): Promise<void> {
		if (this.running) return;
		this.running = true;
		try {
			for (let task = this.waiting.shift(); task; task = this.waiting.shift()) await task();
		} finally {
			this.running = false;
		}
	}
}
