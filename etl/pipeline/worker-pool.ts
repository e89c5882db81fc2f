import { Worker } from 'node:worker_threads';
import { REGISTER_URL } from '../loader/register-url.ts';
import type { PaperRecord } from '../types.ts';
import type { StagedBatch } from './stage-batch.ts';

type Reply = { id: number; batch?: StagedBatch; error?: string };
type Pending = { resolve: (batch: StagedBatch) => void; reject: (error: Error) => void };

/**
 * A fixed pool of threads that stage record batches. Workers are TypeScript modules, so each
 * one registers the ETL's loader (etl/loader) before importing its entry: worker threads do not
 * inherit module hooks.
 */
export class StagePool {
	private readonly workers: Worker[] = [];
	private readonly pending = new Map<number, Pending>();
	private readonly load = new Map<Worker, number>();
	private nextId = 0;
	private closing = false;
	private failed: Error | null = null;

	constructor(size: number) {
		const entry = new URL('./stage-worker.ts', import.meta.url).href;
		const bootstrap = `import(${JSON.stringify(REGISTER_URL.href)}).then(() => import(${JSON.stringify(entry)}))`;
		for (let i = 0; i < size; i++) {
			const worker = new Worker(bootstrap, { eval: true });
			worker.on('message', (reply: Reply) => this.settle(worker, reply));
			worker.on('error', (error) => this.failAll(error));
			// A thread that ends on its own (killed, out of memory) must not leave its batches waiting.
			worker.on('exit', (code) => {
				if (!this.closing) this.failAll(new Error(`extraction worker exited (code ${code})`));
			});
			this.workers.push(worker);
			this.load.set(worker, 0);
		}
	}

	/** Stages one batch on the least busy worker. */
	stage(records: PaperRecord[]): Promise<StagedBatch> {
		if (this.failed) return Promise.reject(this.failed);
		const worker = this.workers.reduce((a, b) => (this.load.get(a)! <= this.load.get(b)! ? a : b));
		const id = this.nextId++;
		this.load.set(worker, this.load.get(worker)! + 1);
		return new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject });
			worker.postMessage({ id, records });
		});
	}

	/** Ends the threads; a second call does nothing more. */
	async close(): Promise<void> {
		if (this.closing) return;
		this.closing = true;
		await Promise.all(this.workers.map((worker) => worker.terminate()));
	}

	private settle(worker: Worker, reply: Reply): void {
		this.load.set(worker, this.load.get(worker)! - 1);
		const waiting = this.pending.get(reply.id);
		this.pending.delete(reply.id);
		if (!waiting) return;
		if (reply.error !== undefined) waiting.reject(new Error(`extraction worker: ${reply.error}`));
		else waiting.resolve(reply.batch!);
	}

	private failAll(error: Error): void {
		this.failed ??= error;
		for (const waiting of this.pending.values()) waiting.reject(error);
		this.pending.clear();
	}
}
