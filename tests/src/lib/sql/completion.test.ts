import { describe, expect, it } from 'vitest';
import { fieldOptions, schemaNamespace } from '../../../../src/lib/sql/completion';
import { columnInfo, sampleSql, type TableInfo } from '../../../../src/lib/sql/schema';

const papers: TableInfo = {
	name: 'papers',
	columns: [
		columnInfo('title', 'VARCHAR'),
		columnInfo('algorithms', 'VARCHAR[]'),
		columnInfo('gains', 'STRUCT("value" DOUBLE, unit VARCHAR, benchmark VARCHAR)[]'),
		columnInfo('models', 'STRUCT("name" VARCHAR, family VARCHAR, params_b DOUBLE)[]')
	]
};

describe('schemaNamespace', () => {
	it('lists the table with its columns and their types', () => {
		const ns = schemaNamespace([papers]) as Record<
			string,
			{ children: { label: string; detail: string }[] }
		>;
		expect(ns.papers.children.map((c) => c.label)).toEqual([
			'title',
			'algorithms',
			'gains',
			'models'
		]);
		expect(ns.papers.children[1].detail).toBe('VARCHAR[]');
	});
});

describe('fieldOptions', () => {
	it('offers the fields of the named struct column', () => {
		expect(fieldOptions([papers], 'gains').map((o) => o.label)).toEqual([
			'value',
			'unit',
			'benchmark'
		]);
	});
	it('offers every struct field after an unknown alias, saying where each comes from', () => {
		const options = fieldOptions([papers], 'g');
		expect(options.map((o) => o.label).sort()).toEqual([
			'benchmark',
			'family',
			'name',
			'params_b',
			'unit',
			'value'
		]);
		expect(options.find((o) => o.label === 'unit')?.detail).toBe('field of gains');
	});
	it('leaves table-qualified columns to lang-sql', () => {
		expect(fieldOptions([papers], 'papers')).toEqual([]);
	});
});

describe('sampleSql', () => {
	it('asks for one non-empty value per column, quoting names', () => {
		const sql = sampleSql(papers);
		expect(sql).toContain(
			'(SELECT "title" FROM "papers" WHERE "title" IS NOT NULL LIMIT 1) AS "title"'
		);
		expect(sql).toContain('WHERE len("algorithms") > 0');
	});
});
