// Texts glued from hand-picked pieces in a fixed pseudo-random order (a linear congruential
// generator, so every run checks the same texts): for comparing a fast reader with its
// definition on the characters that make it hard.

export function piecedTexts(
	pieces: readonly string[],
	{ count, maxPieces, seed }: { count: number; maxPieces: number; seed: number }
): string[] {
	let state = seed;
	const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
	return Array.from({ length: count }, () =>
		Array.from(
			{ length: Math.floor(random() * maxPieces) },
			() => pieces[Math.floor(random() * pieces.length)]
		).join('')
	);
}
