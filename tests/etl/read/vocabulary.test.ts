import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readVocabulary, VOCAB_DIR } from '../../../etl/read/vocabulary.ts';

const dir = mkdtempSync(join(tmpdir(), 'vocab-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('model-name-parts.json', () => {
	it('is read with all three lists', () => {
		const parts = readVocabulary().modelNameParts;
		expect(parts.datasetStems).toContain('LAION');
		expect(parts.suffixes).toContain('Instruct');
	});

	it('is an error naming the file when a list is missing, misspelt or holds no words', () => {
		cpSync(VOCAB_DIR, dir, { recursive: true });
		const file = join(dir, 'model-name-parts.json');
		const good = JSON.parse(readFileSync(file, 'utf8'));
		const { datasetStems, ...misspelt } = good.entries;
		for (const entries of [
			{ ...misspelt, datasetStem: datasetStems },
			{ ...good.entries, suffixes: 'Instruct' },
			{ ...good.entries, descriptors: [1] }
		]) {
			writeFileSync(file, JSON.stringify({ ...good, entries }));
			expect(() => readVocabulary(dir)).toThrow(`${file}: `);
		}
	});
});

describe('benchmark-domains.json', () => {
	it('adds the aliases of the benchmarks it lists to their domains', () => {
		const { domains } = readVocabulary();
		expect(domains.robotics).toEqual(expect.arrayContaining(['LIBERO', 'CALVIN']));
		expect(domains['web & GUI agents']).toContain('Mind2Web');
	});

	it('is an error naming the file when it lists a benchmark benchmarks.json does not', () => {
		cpSync(VOCAB_DIR, dir, { recursive: true });
		const file = join(dir, 'benchmark-domains.json');
		const good = JSON.parse(readFileSync(file, 'utf8'));
		writeFileSync(file, JSON.stringify({ ...good, entries: { robotics: ['LIBERO-X'] } }));
		expect(() => readVocabulary(dir)).toThrow(
			`${file}: "LIBERO-X" (robotics) is no benchmark of benchmarks.json`
		);
		writeFileSync(file, '{');
		expect(() => readVocabulary(dir)).toThrow(`${file}: `);
	});
});

describe('proposal-model.json', () => {
	it('is read and compiled into the judge the extractor asks', () => {
		expect(readVocabulary().proposalModel?.threshold).toBeGreaterThan(0);
		expect(readVocabulary(VOCAB_DIR, { rulesOnly: true }).proposalModel).toBeNull();
	});

	it('is an error naming the file when it is damaged', () => {
		cpSync(VOCAB_DIR, dir, { recursive: true });
		const file = join(dir, 'proposal-model.json');
		const good = JSON.parse(readFileSync(file, 'utf8'));
		for (const entries of [
			{ ...good.entries, threshold: 2 },
			{ ...good.entries, weights: { any: 'heavy' } }
		]) {
			writeFileSync(file, JSON.stringify({ ...good, entries }));
			expect(() => readVocabulary(dir)).toThrow(`${file}: proposal model: `);
		}
	});
});
