// Where a run's wall time went, phase by phase: the figures an optimisation is judged by.

export const PHASES = [
	'staging',
	'load',
	'merge',
	'corpus pass',
	'Parquet',
	'paper pages'
] as const;

export type Phase = (typeof PHASES)[number];

/** Seconds per phase; a phase a run did not reach is absent. */
export type PhaseSeconds = Partial<Record<Phase, number>>;

/** A clock that charges the time since its last lap to a phase. */
export function phaseClock(now: () => number = () => performance.now()) {
	const seconds: PhaseSeconds = {};
	let last = now();
	return {
		seconds,
		lap(phase: Phase) {
			const at = now();
			seconds[phase] = (seconds[phase] ?? 0) + (at - last) / 1000;
			last = at;
		}
	};
}

/** "staging 30.10 s, load 0.70 s, …" in the order the phases run. */
export const formatPhases = (seconds: PhaseSeconds) =>
	PHASES.filter((phase) => seconds[phase] !== undefined)
		.map((phase) => `${phase} ${seconds[phase]!.toFixed(2)} s`)
		.join(', ');
