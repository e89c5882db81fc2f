// The options of a command-line tool (bench, eval, train), or its usage and an exit: 0 for --help,
// 2 for an option it does not know or a value `check` refuses (the message, then the usage, on
// stderr).
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The `--help` / `-h` option every command takes. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h', default: false } } as const;

export function optionsOrExit<T extends Options & typeof HELP_OPTION>(
	options: T,
	usage: string,
	{
		args,
		positionals = false,
		check
	}: {
		args?: string[];
		/** Whether the command takes files after its options. */
		positionals?: boolean;
		/** Throws what is wrong with the values or the files given. */
		check?: (parsed: { values: Record<string, unknown>; positionals: string[] }) => void;
	} = {}
) {
	const refuse = (error: unknown): never => {
		process.stderr.write(`${(error as Error).message}\n\n${usage}`);
		return process.exit(2);
	};
	let parsed;
	try {
		parsed = parseArgs({ args, allowPositionals: positionals, options });
	} catch (error) {
		return refuse(error);
	}
	if ((parsed.values as { help?: boolean }).help) {
		process.stdout.write(usage);
		return process.exit(0);
	}
	try {
		check?.(parsed);
	} catch (error) {
		return refuse(error);
	}
	return parsed;
}
