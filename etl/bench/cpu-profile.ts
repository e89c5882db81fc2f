// Where a V8 CPU profile's time went below one function: by the function it called directly
// (one row per extractor), and by source file (self time, and time with the file on the stack).

/** The parts of a `.cpuprofile` (the DevTools protocol's `Profiler.Profile`) read here. */
export interface CpuProfile {
	nodes: {
		id: number;
		callFrame: CallFrame;
		children?: number[];
	}[];
	samples?: number[];
	timeDeltas?: number[];
}

export interface CallFrame {
	functionName: string;
	url: string;
	/** 0-based, in the code V8 ran (for TypeScript: the loader's output, mapped back by `lineOf`). */
	lineNumber?: number;
	columnNumber?: number;
}

export interface ProfileRow {
	name: string;
	ms: number;
}

export interface ProfileSummary {
	/** The whole profile, and V8's garbage collection in it (never below `root` in a profile). */
	profileMs: number;
	gcMs: number;
	/** Time with `root` on the stack. */
	totalMs: number;
	/** That time by the function `root` called directly (`root (self)` when it ran itself). */
	byCallee: ProfileRow[];
	/** That time by the file of the innermost JavaScript frame (V8 counts regex and builtins there). */
	selfByFile: ProfileRow[];
	/** That time by the innermost JavaScript function (`name (file:line)`). */
	selfByFunction: ProfileRow[];
	/** That time by file, each sample counted once for every file on its stack below `root`. */
	inclusiveByFile: ProfileRow[];
}

/** `file:///…/etl/extract/proposed.ts` → `extract/proposed.ts`; V8's own nodes keep their name. */
export const fileOf = (url: string, functionName: string) =>
	url === '' ? functionName : url.replace(/^.*\/etl\//, '').replace(/^file:\/\//, '');

const sorted = (totals: Map<string, number>): ProfileRow[] =>
	[...totals]
		.map(([name, ms]) => ({ name, ms }))
		.sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));

const add = (totals: Map<string, number>, key: string, ms: number) =>
	totals.set(key, (totals.get(key) ?? 0) + ms);

/** Sums the samples whose stack holds a function named `root` (the outermost one counts);
 * `lineOf` gives a frame's line in its source (1-based), when it knows it. */
export function summariseProfile(
	profile: CpuProfile,
	root: string,
	lineOf: (frame: CallFrame) => number | null = (frame) => (frame.lineNumber ?? -1) + 1
): ProfileSummary {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	const stackOf = (id: number) => {
		const stack: number[] = [];
		for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(at);
		return stack.reverse(); // outermost first
	};
	const byCallee = new Map<string, number>();
	const selfByFile = new Map<string, number>();
	const inclusiveByFile = new Map<string, number>();
	const selfByFunction = new Map<string, number>();
	let totalMs = 0;
	let profileMs = 0;
	let gcMs = 0;
	const samples = profile.samples ?? [];
	const deltas = profile.timeDeltas ?? [];
	for (let i = 0; i < samples.length; i++) {
		const ms = (deltas[i] ?? 0) / 1000;
		const stack = stackOf(samples[i]).map((id) => byId.get(id)!.callFrame);
		profileMs += ms;
		if (stack[stack.length - 1].functionName === '(garbage collector)') gcMs += ms;
		const at = stack.findIndex((frame) => frame.functionName === root);
		if (at < 0) continue;
		totalMs += ms;
		const below = stack.slice(at + 1);
		const callee = below[0];
		add(
			byCallee,
			callee
				? `${callee.functionName || '(anonymous)'} (${fileOf(callee.url, callee.functionName)})`
				: `${root} (self)`,
			ms
		);
		const leaf = stack[stack.length - 1];
		const leafFile = fileOf(leaf.url, leaf.functionName);
		add(selfByFile, leafFile, ms);
		const line = leaf.url === '' ? null : lineOf(leaf);
		add(
			selfByFunction,
			`${leaf.functionName || '(anonymous)'} (${leafFile}${line === null ? '' : `:${line}`})`,
			ms
		);
		for (const file of new Set(stack.slice(at).map((f) => fileOf(f.url, f.functionName))))
			add(inclusiveByFile, file, ms);
	}
	return {
		profileMs,
		gcMs,
		totalMs,
		byCallee: sorted(byCallee),
		selfByFile: sorted(selfByFile),
		selfByFunction: sorted(selfByFunction),
		inclusiveByFile: sorted(inclusiveByFile)
	};
}
