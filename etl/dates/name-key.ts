// Spellings of one artifact name reduced to one key, per kind, so that data and text meet.

const SEPARATORS = /[\s_\-\u2010-\u2015]+/g;

/** Lower case, accents and apostrophes dropped, runs of spaces/underscores/dashes → `-`. */
function base(name: string): string {
	return name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/['’`]/g, '')
		.trim()
		.replace(SEPARATORS, '-');
}

/** `GPQA Diamond` = `GPQA-Diamond` → `gpqa-diamond`; separators stay, so prefixes end at words. */
export function benchmarkKey(name: string): string {
	return base(name);
}

/**
 * `Llama 3`, `Llama-3`, `LLaMA3` → `llama3`; `meta-llama/Llama-3-8B` → `llama3-8b`: a
 * separator between a letter and a digit goes (a version number belongs to its name), an
 * organisation prefix as in Hugging Face repository names goes.
 */
export function modelKey(name: string): string {
	return base(name)
		.replace(/^[^/]*\//, '')
		.replace(/(\p{L})-(?=\p{N})/gu, '$1');
}

/** `Dr. GRPO` = `Dr GRPO` → `drgrpo`; `+` stays (`REINFORCE++` is not `REINFORCE`). */
export function algorithmKey(name: string): string {
	return base(name).replace(/[^\p{L}\p{N}+]/gu, '');
}
