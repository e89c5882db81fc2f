import { describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '../../../../src/lib/sql/draft.ts';

const memory = () => {
	const items = new Map<string, string>();
	return {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => void items.set(k, v)
	};
};

describe('sql draft', () => {
	it('gives back the text last saved, and nothing for blank text', () => {
		const storage = memory();
		expect(loadDraft(storage)).toBeNull();
		saveDraft('SELECT 42;', storage);
		expect(loadDraft(storage)).toBe('SELECT 42;');
		saveDraft('   ', storage);
		expect(loadDraft(storage)).toBeNull();
	});

	it('skips a text too long to keep, and survives a storage that refuses', () => {
		const storage = memory();
		saveDraft('SELECT 1;', storage);
		saveDraft('x'.repeat(100_001), storage);
		expect(loadDraft(storage)).toBe('SELECT 1;');
		const refusing = {
			getItem: () => {
				throw new Error('denied');
			},
			setItem: () => {
				throw new Error('full');
			}
		};
		expect(() => saveDraft('SELECT 2;', refusing)).not.toThrow();
		expect(loadDraft(refusing)).toBeNull();
	});
});
