// A benchmark says what a paper works on ("evaluated on LIBERO" is robotics even where no robot
// is named): benchmark-domains.json lists, per domain, benchmarks of benchmarks.json, and their
// aliases become that domain's cues. The aliases stay declared once, in benchmarks.json.
import type { DomainCues } from './domains.ts';

/** domain → canonical benchmark names (keys of benchmarks.json). */
export type BenchmarkDomains = Record<string, string[]>;

/** The aliases a cue scan can read, as the benchmark dictionary reads them: no patterns (`re:`). */
const literalAliases = (aliases: readonly string[]) =>
	aliases.filter((alias) => !alias.startsWith('re:'));

/**
 * The domain cues with each listed benchmark's literal aliases added to its domains. A domain
 * the cues do not know, a benchmark benchmarks.json does not list, or one it gives only patterns
 * is an error: such an entry would otherwise add nothing, silently.
 */
export function withBenchmarkCues(
	cues: DomainCues,
	benchmarks: Record<string, readonly string[]>,
	byDomain: BenchmarkDomains
): DomainCues {
	const merged: DomainCues = Object.fromEntries(
		Object.entries(cues).map(([domain, words]) => [domain, [...words]])
	);
	for (const [domain, names] of Object.entries(byDomain)) {
		const words = Object.hasOwn(merged, domain) ? merged[domain] : undefined;
		if (!words) throw new Error(`"${domain}" is no domain of domains.json`);
		for (const name of names) {
			const aliases = Object.hasOwn(benchmarks, name) ? benchmarks[name] : undefined;
			if (!aliases) throw new Error(`"${name}" (${domain}) is no benchmark of benchmarks.json`);
			const literal = literalAliases(aliases);
			if (!literal.length)
				throw new Error(
					`"${name}" (${domain}) has only patterns in benchmarks.json, no word to read`
				);
			for (const alias of literal) if (!words.includes(alias)) words.push(alias);
		}
	}
	return merged;
}
