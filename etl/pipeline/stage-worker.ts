// Worker thread entry: stages batches of records with the default stager.
import { parentPort } from 'node:worker_threads';
import type { PaperRecord } from '../types.ts';
import { defaultStager } from './default-stager.ts';
import { stageBatch } from './stage-batch.ts';

const stager = defaultStager();

parentPort?.on('message', (message: { id: number; records: PaperRecord[] }) => {
	try {
		parentPort?.postMessage({ id: message.id, batch: stageBatch(message.records, stager) });
	} catch (error) {
		parentPort?.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
	}
});
