/** A failed query: keeps the SQL and DuckDB's own message. */
export class QueryError extends Error {
	readonly sql: string;
	readonly cause: unknown;

	constructor(sql: string, cause: unknown) {
		super(cause instanceof Error ? cause.message : String(cause));
		this.name = 'QueryError';
		this.sql = sql;
		this.cause = cause;
	}
}
