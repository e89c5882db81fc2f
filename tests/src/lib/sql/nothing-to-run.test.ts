import { describe, expect, it } from 'vitest';
import { nothingToRunMessage } from '../../../../src/lib/sql/nothing-to-run';

describe('nothingToRunMessage', () => {
	it('says the editor is empty', () => {
		expect(nothingToRunMessage('')).toBe('Nothing to run: the editor is empty');
		expect(nothingToRunMessage(' \n\t')).toBe('Nothing to run: the editor is empty');
	});
	it('says the editor holds only comments', () => {
		expect(nothingToRunMessage('-- later\n/* maybe */ ;')).toBe(
			'Nothing to run: the editor holds only comments'
		);
	});
	it('says the selection holds no statement when the editor has one elsewhere', () => {
		expect(nothingToRunMessage('SELECT 1;\n\n-- note')).toBe(
			'Nothing to run: the selection holds no statement'
		);
	});
});
