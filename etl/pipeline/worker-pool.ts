import { Worker } from 'node:worker_threads';
import type { PaperRecord } from '../types.ts';

type Reply = { id: number; ndjson?: string; error?: string };
type Pending = { resolve: (ndjson: string) => void; reject: (error: Error) => void };

/**
 * A fixed pool of threads that stage record batches. Workers are TypeScript modules, so each
 * one registers tsx's loader before importing its entry (worker threads do not inherit it).
 */
export class StagePool {
	private readonly workers: Worker[] = [];
	private readonly pending = new Map<number, Pending>();
	private readonly load = new Map<Worker, number>();
	private nextId = 0;

	constructor(size: number) {
		const entry = new URL('./stage-worker.ts', import.meta.url).href;
		const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
		for (let i = 0; i < size; i++) {
			const worker = new Worker(bootstrap, { eval: true });
			worker.on('message', (reply: Reply) => this.settle(worker, reply));
			worker.on('error', (error) => this.failAll(error));
			this.workers.push(worker);
			this.load.set(worker, 0);
		}
	}

	/** Stages one batch on the least busy worker. */
	stage(records: PaperRecord[]): Promise<string> {
		const worker = this.workers.reduce((a, b) => (this.load.get(a)! <= this.load.get(b)! ? a : b));
		const id = this.nextId++;
		this.load.set(worker, this.load.get(worker)! + 1);
		return new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject });
			worker.postMessage({ id, records });
		});
	}

	async close(): Promise<void> {
		await Promise.all(this.workers.map((worker) => worker.terminate()));
	}

	private settle(worker: Worker, reply: Reply): void {
		this.load.set(worker, this.load.get(worker)! - 1);
		const waiting = this.pending.get(reply.id);
		this.pending.delete(reply.id);
		if (!waiting) return;
		if (reply.error !== undefined) waiting.reject(new Error(`extraction worker: ${reply.error}`));
		else waiting.resolve(reply.ndjson ?? '');
	}

	private failAll(error: Error): void {
		for (const waiting of this.pending.values()) waiting.reject(error);
		this.pending.clear();
	}
}
