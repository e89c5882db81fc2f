// The console may create and change tables of its own, not the app's: every view reads `papers`
// and `entities`, and a dropped or changed one would break them (or make them disagree with the
// overview's precomputed answers) until the page is reloaded.
import { isBlankSql, leadingWords, splitStatements } from './split-statements';

/** The app's own tables, as a statement may name them (quoted, or in the main schema). */
const APP_TABLE = String.raw`(?:(?:"?MEMORY"?\.)?"?MAIN"?\.)?"?(?:PAPERS|ENTITIES)"?(?![\w"])`;

// Statements that drop, change or fill a table named right after their verb.
const CHANGES_APP_TABLE = new RegExp(
	String.raw`^(?:DROP (?:TABLE|VIEW) (?:IF EXISTS )?|ALTER (?:TABLE|VIEW) (?:IF EXISTS )?|DELETE FROM |UPDATE |INSERT (?:OR (?:REPLACE|IGNORE) )?INTO |TRUNCATE (?:TABLE )?|CREATE OR REPLACE (?:TEMP |TEMPORARY )?(?:TABLE|VIEW) |COPY )${APP_TABLE}`
);

export const PROTECTED_TABLES =
	'papers and entities are the data every view reads, so the console does not drop, change or fill them: nothing was run. Work on a copy instead: CREATE TABLE my_papers AS SELECT * FROM papers.';

/** The reason a script may not run (a statement drops, changes or fills papers or entities), or null. */
export function protectedRefusal(sql: string): string | null {
	if (isBlankSql(sql)) return null;
	return splitStatements(sql).some((s) => CHANGES_APP_TABLE.test(leadingWords(s.text)))
		? PROTECTED_TABLES
		: null;
}
