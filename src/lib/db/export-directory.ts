/** Where export files are written inside the DuckDB worker: the one path SQL may still write to. */
export const EXPORT_DIRECTORY = '/export/';
