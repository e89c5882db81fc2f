/** `text` cut to at most `max` characters, an ellipsis marking the cut; at least one character
 * is kept, so a label squeezed to nothing still says which one it is. */
export function clip(text: string, max: number): string {
	return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}
