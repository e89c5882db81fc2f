/** Pixels beside an axis or bar end for the widest of these counts written out ("127,206"). */
export function countLabelRoom(counts: number[]): number {
	return 16 + Math.max(1, ...counts).toLocaleString('en').length * 7;
}
