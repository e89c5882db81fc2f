import { describe, expect, it } from 'vitest';
import {
	addToHistory,
	loadHistory,
	parseHistory,
	saveHistory,
	type HistoryEntry
} from '../../../../src/lib/sql/history';

const entry = (sql: string, at = '2025-01-01T00:00:00Z'): HistoryEntry => ({
	sql,
	at,
	rows: 1,
	ms: 2,
	error: null
});

describe('history', () => {
	it('puts the newest first and moves a repeated query up', () => {
		let list = addToHistory([], entry('SELECT 1'));
		list = addToHistory(list, entry('SELECT 2'));
		list = addToHistory(list, entry(' SELECT 1 ', '2025-02-01T00:00:00Z'));
		expect(list.map((e) => e.sql)).toEqual(['SELECT 1', 'SELECT 2']);
		expect(list[0].at).toBe('2025-02-01T00:00:00Z');
	});
	it('keeps at most the limit', () => {
		let list: HistoryEntry[] = [];
		for (let i = 0; i < 5; i++) list = addToHistory(list, entry(`SELECT ${i}`), 3);
		expect(list.map((e) => e.sql)).toEqual(['SELECT 4', 'SELECT 3', 'SELECT 2']);
	});
	it('drops unreadable storage instead of failing', () => {
		expect(parseHistory('{not json')).toEqual([]);
		expect(parseHistory('[{"sql":1},{"sql":"SELECT 1","at":"x"}]')).toHaveLength(1);
	});
	it('round-trips through a storage', () => {
		const store = new Map<string, string>();
		const storage = {
			getItem: (k: string) => store.get(k) ?? null,
			setItem: (k: string, v: string) => void store.set(k, v)
		};
		saveHistory([entry('SELECT 7')], storage);
		expect(loadHistory(storage).map((e) => e.sql)).toEqual(['SELECT 7']);
	});
});
