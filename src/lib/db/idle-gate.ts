// Counts the charts' queries in flight, so that background work (the warm-up) runs only between
// them: DuckDB-WASM answers one statement at a time, and a reader's query must not wait behind
// ours.

export class IdleGate {
	private busy = 0;
	private waiting: (() => void)[] = [];

	/** Wraps one query: the gate is busy until it settles. */
	async during<T>(work: () => Promise<T>): Promise<T> {
		this.busy++;
		try {
			return await work();
		} finally {
			this.busy--;
			if (this.busy === 0) this.release();
		}
	}

	/** Resolves once no query is in flight, a macrotask later: the queries one answer leads to
	 * (the next chart's, a redraw's) are sent in that time and go first. */
	idle(): Promise<void> {
		return new Promise((resolve) => {
			const check = () => (this.busy === 0 ? resolve() : this.waiting.push(check));
			setTimeout(check, 0);
		});
	}

	private release(): void {
		const waiting = this.waiting;
		this.waiting = [];
		for (const check of waiting) setTimeout(check, 0);
	}
}
