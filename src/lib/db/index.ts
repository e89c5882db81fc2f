// The app's database: every view and chart goes through these.
export {
	getDatabase,
	openConnection,
	loadAllColumns,
	entitiesState,
	EXPORT_DIRECTORY
} from './database.ts';
export type { EntitiesState } from './entities.ts';
export { readPaper, papersFileSize } from './parquet-source.ts';
export { runQuery, type QueryResult } from './query.ts';
export { QueryError } from './query-error.ts';
export { rowsOf, columnsOf, plain } from './plain-rows.ts';
