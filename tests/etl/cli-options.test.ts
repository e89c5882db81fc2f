import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP_OPTION, optionsOrExit } from '../../etl/cli-options.ts';

class Exit extends Error {
	constructor(readonly code: number) {
		super(`exit ${code}`);
	}
}

describe('optionsOrExit', () => {
	afterEach(() => vi.restoreAllMocks());
	const trap = () => {
		vi.spyOn(process, 'exit').mockImplementation((code) => {
			throw new Exit(Number(code));
		});
		const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
		const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
		return { out, err };
	};
	const options = { runs: { type: 'string', default: '3' }, ...HELP_OPTION } as const;

	it('returns the options, and positionals only where the command takes them', () => {
		expect(optionsOrExit(options, 'usage', { args: ['--runs', '5'] }).values.runs).toBe('5');
		expect(
			optionsOrExit(options, 'usage', { args: ['a.jsonl'], positionals: true }).positionals
		).toEqual(['a.jsonl']);
		const { err } = trap();
		expect(() => optionsOrExit(options, 'usage', { args: ['a.jsonl'] })).toThrow('exit 2');
		expect(err).toHaveBeenCalledWith(expect.stringContaining('usage'));
	});

	it('exits 0 with the usage for --help, and 2 with the message and the usage for a refused value', () => {
		const { out, err } = trap();
		expect(() => optionsOrExit(options, 'the usage', { args: ['-h'] })).toThrow('exit 0');
		expect(out).toHaveBeenCalledWith('the usage');
		const check = ({ values }: { values: Record<string, unknown> }) => {
			if (values.runs !== '5') throw new Error('--runs takes a whole number');
		};
		expect(() => optionsOrExit(options, 'the usage', { args: [], check })).toThrow('exit 2');
		expect(err).toHaveBeenCalledWith('--runs takes a whole number\n\nthe usage');
	});
});
