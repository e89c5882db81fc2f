// The app's database: every view and chart goes through these.
export {
	getDatabase,
	openConnection,
	loadAllColumns,
	entitiesState,
	whenDatabaseReady
} from './engine.ts';
export { EXPORT_DIRECTORY } from './export-directory.ts';
export type { EntitiesState } from './entities.ts';
export { papersFileSize } from './parquet-source.ts';
export { readPaper } from './paper.ts';
export { openChartsConnection, runQuery, runQueryInBackground, type QueryResult } from './query.ts';
export { QueryError } from './query-error.ts';
