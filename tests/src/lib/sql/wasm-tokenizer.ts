// DuckDB-WASM's tokenizer as the app runs it, for tests of what the console reads of a script.
import { scriptTokens, type ScriptToken } from '../../../../src/lib/sql/script-tokens.ts';
import { wasmDuckDB } from '../../../wasm-duckdb.ts';

let db: ReturnType<typeof wasmDuckDB> | null = null;

/** The script's tokens, read by DuckDB-WASM as the console reads them. */
export async function tokensOf(script: string): Promise<ScriptToken[]> {
	db ??= wasmDuckDB();
	return scriptTokens(script, (await db).tokenize(script));
}
