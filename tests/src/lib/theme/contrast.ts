// Colour arithmetic for tests that hold figures to WCAG contrast.

/** A #rrggbb colour drawn at `opacity` over `background`. */
export function over(colour: string, background: string, opacity: number): string {
	const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
	return (
		'#' +
		[1, 3, 5]
			.map((i) => Math.round(opacity * channel(colour, i) + (1 - opacity) * channel(background, i)))
			.map((v) => v.toString(16).padStart(2, '0'))
			.join('')
	);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
	const luminance = (hex: string) => {
		const [r, g, b] = [1, 3, 5].map((i) => {
			const c = parseInt(hex.slice(i, i + 2), 16) / 255;
			return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (hi + 0.05) / (lo + 0.05);
}
