// The overview's answers for the filter states DuckDB answers, read from slices (see
// queries/slice.ts): one scan of the papers per state, then seven queries over the rows it keeps.
// A state of bars the build's cube answered gets its slice made in the background, so the reader's
// next filter on top of it (a name, a search) reads that slice instead of every paper.
import { conditions, type Filters } from '../queries/filters.ts';
import { overviewQueries } from '../queries/overview.ts';
import {
	covers,
	createSliceSql,
	parentOf,
	SLICE_SCHEMA,
	sliceKey,
	sliceQueries,
	sliceTable,
	type Slice
} from '../queries/slice.ts';

/** Runs one statement and answers its rows (a chart's query), or runs it for its effect. */
export type Run<T> = (sql: string) => Promise<T>;

/** Runs one statement in the background, after those sent before unless `urgent`. */
export type Background = (sql: string, urgent?: boolean) => Promise<unknown>;

/** How often, at most, the warm-up asks the overview of its slice: V8 runs DuckDB-WASM's code
 * unoptimised at first and optimises what has run often, so one round compiles what a click
 * needs and later ones make it fast (README, "Speed"). */
export const WARM_ROUNDS = 10;

/** No round starts once the rounds have taken this long: a round costs more the larger the
 * corpus, and the worker is the reader's too (the console's queries do not wait for ours). */
export const WARM_BUDGET_MS = 1000;

/** Slices kept at once; the least recently used beyond them are dropped. */
const KEPT = 6;

interface Made extends Slice {
	/** Whether the table exists: false when making it failed. */
	made: Promise<boolean>;
	/** Whether the table is made. */
	done: boolean;
	/** Whether its statement was sent on the charts' connection without waiting for anything,
	 * so statements sent after it on that connection run after it. */
	pipelined: boolean;
	usedAt: number;
}

export class OverviewSlices<T> {
	private readonly slices = new Map<string, Made>();
	private schema: Promise<unknown> | null = null;
	private schemaMade = false;
	private count = 0;
	/** Answers started by `ask`, by the query as shown. */
	private asked = new Map<string, Promise<T>>();
	private clock = 0;
	/** Whether the reader has asked DuckDB for a state: their own queries warm it from then on. */
	private readerAsked = false;

	/** `run` answers the reader's queries; `background` runs ours between them; `now` times the
	 * warm-up's rounds. */
	constructor(
		private readonly run: Run<T>,
		private readonly background: Background,
		private readonly now: () => number = () => performance.now()
	) {}

	/** Chart `id`'s answer under `f`, whose query as shown is `sql`: from the state's slice, or,
	 * when none can be made, by `sql` itself; the one asked ahead when there is. */
	answer(f: Filters, id: string, sql: string): Promise<T> {
		const asked = this.asked.get(sql);
		this.asked.delete(sql);
		return asked ?? this.reply(f, id, sql);
	}

	/** Starts every chart's answer under `f` now: a click asks as it happens, so DuckDB works
	 * while the page renders the new state (~40 ms of the main thread at 75k papers before its
	 * charts asked). `answer` then hands these out; only the last state's are kept. */
	ask(f: Filters): void {
		this.asked = new Map(
			Object.entries(overviewQueries(f)).map(([id, sql]) => {
				const reply = this.reply(f, id, sql);
				reply.catch(() => {}); // reported to the chart that takes it
				return [sql, reply];
			})
		);
	}

	private async reply(f: Filters, id: string, sql: string): Promise<T> {
		this.readerAsked = true;
		const slice = this.sliceOf(f, this.run);
		const sliced = sliceQueries(slice.table)[id];
		if (slice.pipelined && !slice.done) {
			// Sent now, behind the slice's statement on the same connection: DuckDB-WASM's worker
			// runs them in the order sent, so no round trip waits for the slice (the page's render
			// held the slice's answer ~25 ms). Should the slice fail, this fails and is asked again.
			return this.run(sliced).catch(async () => this.run((await slice.made) ? sliced : sql));
		}
		return this.run((await slice.made) ? sliced : sql);
	}

	/** Makes the slice of `f` in the background, before the warm-up's next statement: it is the
	 * state the reader's next filter narrows. */
	prefetch(f: Filters): void {
		void this.slice(f, (sql) => this.background(sql, true));
	}

	/** Makes the slices of `path` in turn (each narrowing the one before) and asks the overview
	 * of the last, in the background: DuckDB compiles and optimises what a reader's filter clicks
	 * need, and the states on the path are sliced before they are clicked. Up to WARM_ROUNDS
	 * rounds, one statement at a time, within WARM_BUDGET_MS, none after the reader's first
	 * query; a failure (the slice dropped meanwhile) ends them, the reader's own queries report
	 * theirs. */
	async warm(path: Filters[]): Promise<void> {
		let slice: Slice | null = null;
		for (const f of path) slice = await this.slice(f, this.background);
		if (!slice) return;
		const started = this.now();
		for (let round = 0; round < WARM_ROUNDS; round++) {
			if (round > 0 && (this.readerAsked || this.now() - started >= WARM_BUDGET_MS)) return;
			for (const sql of Object.values(sliceQueries(slice.table))) {
				const ran = await this.background(sql).then(
					() => true,
					() => false
				);
				if (!ran) return;
			}
		}
	}

	/** The made slice of `f` (started now with `run` when there is none yet), or null. */
	private async slice(f: Filters, run: Background): Promise<Slice | null> {
		const slice = this.sliceOf(f, run);
		return (await slice.made) ? slice : null;
	}

	/** The slice of `f`, made or being made (started now with `run` when there is none yet). */
	private sliceOf(f: Filters, run: Background): Made {
		const key = sliceKey(f);
		const slice = this.slices.get(key) ?? this.start(key, f, run);
		slice.usedAt = ++this.clock;
		return slice;
	}

	private start(key: string, f: Filters, run: Background): Made {
		const table = sliceTable(this.count++);
		// The slices that hold f's papers, once made (one still being made in the background is
		// waited for: finishing it costs less than a scan of every paper).
		const covering = [...this.slices.values()].filter((s) => covers(s, f));
		const slice: Made = {
			table,
			conditions: [...new Set(conditions(f))],
			made: Promise.resolve(false),
			done: false,
			pipelined: false,
			usedAt: 0
		};
		let making: Promise<unknown>;
		if (this.schemaMade && covering.every((s) => s.done)) {
			// Nothing to wait for: sent at once, so the charts' queries can follow it (reply).
			making = run(createSliceSql(table, parentOf(covering, f), f));
			slice.pipelined = run === this.run;
		} else {
			making = (async () => {
				const ready = await Promise.all(covering.map((s) => s.made.then((ok) => (ok ? s : null))));
				this.schema ??= run(`CREATE SCHEMA IF NOT EXISTS ${SLICE_SCHEMA}`);
				await this.schema;
				this.schemaMade = true;
				const parent = parentOf(
					ready.filter((s) => s !== null),
					f
				);
				await run(createSliceSql(table, parent, f));
			})();
		}
		slice.made = making.then(
			() => (slice.done = true),
			() => false
		);
		this.slices.set(key, slice);
		void slice.made.then(() => this.evict());
		return slice;
	}

	/** Drops the least recently used slices beyond KEPT (made ones only). */
	private evict(): void {
		const old = [...this.slices.entries()].sort(([, a], [, b]) => b.usedAt - a.usedAt).slice(KEPT);
		for (const [key, slice] of old) {
			this.slices.delete(key);
			void slice.made.then((ok) => ok && this.background(`DROP TABLE IF EXISTS ${slice.table}`));
		}
	}
}
