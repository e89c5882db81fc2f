// nameKey keys a selected name in the page as nameKeySql does in the app's DuckDB-WASM (and in the
// build's DuckDB, which made the index's keys and lower-case table): compared on names that
// differ in case, plural, script and punctuation, where JavaScript's own toLowerCase does not
// agree ("İ", a final "Σ").
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { nameKeySql } from '../../../../etl/schema/entity-naming.ts';
import { lowerCase } from '../../../../scripts/search-index.ts';
import { sqlString } from '../../../../src/lib/queries/sql-literal.ts';
import { nameKey } from '../../../../src/lib/search/name-key.ts';
import { wasmDuckDB } from '../../../wasm-duckdb.ts';

const NAMES = [
	...['LaSeR', 'LASER', 'laser', 'GSPOs', 'GSPO', 'MiLACs', 'PPOs', 'Ps', 'PS', 'PPOS', 'ppos'],
	...['RLHFs', 'A2Cs', 'X-Rs', 'X_Rs', 'GRPO-Ss', 'GPT-4os', 'Qwen2.5s', 'PPO s', 'PPOs ', ' PPOs'],
	...['PPOs\n', 'É-PPOs', 'ÉPPOs', 'PPÖs', 'İSTANBUL', 'ΟΔΟΣ', 'Σ', 'ǅemal', 'ẞ', 'STRASSE'],
	...['Kelvin', 'ſAC', 'ＧＲＰＯ', '𝐀lpha', 'Ωmega', 'e\u0301PPO', '日本語RL', 'Ärger', 'ÄRGER'],
	...['', 's', 'S', 'As', 'ABs', '1As', 'AB1s', 'A-Bs', 'a.b.', "D'Arcy", 'Δ-Learnings']
];

describe('nameKey', () => {
	it('keys every name as nameKeySql does, in the build’s DuckDB and the app’s', async () => {
		const connection = await (await DuckDBInstance.create(':memory:')).connect();
		const lower = await lowerCase(connection);
		const sql = `SELECT list(${nameKeySql('n')} ORDER BY i) AS keys
			FROM unnest([${NAMES.map(sqlString).join(', ')}]) WITH ORDINALITY AS t(n, i)`;
		const built = (await connection.runAndReadAll(sql)).getRowObjectsJS()[0].keys as string[];
		connection.closeSync();
		const app = [...(await wasmDuckDB()).connect().query(sql).toArray()[0].toJSON().keys];
		const keyed = NAMES.map((n) => nameKey(n, lower));
		expect(keyed).toEqual(built);
		expect(keyed).toEqual(app);
		// Where JavaScript's toLowerCase would not do.
		expect(keyed).toContain('istanbul');
		expect(keyed).toContain('οδοσ');
		expect(nameKey('GSPOs', lower)).toBe('gspo');
		expect(nameKey('LaSeR', lower)).toBe(nameKey('LASER', lower));
	}, 60_000);

	it('gives up on a lone surrogate, which DuckDB never sees as such', () => {
		expect(nameKey('PPO\ud800', new Map())).toBeNull();
	});
});
