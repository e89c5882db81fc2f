// A gain's unit in words. Titles name it ("Claimed gains in percent"), axes give its symbol
// ("gain (%) →"); the unit picker shows both. Never both in a title: "percent (%)" says it twice.

const SYMBOL: Record<string, string> = { '%': '%', pt: 'points', x: '×' };
const NAME: Record<string, string> = { '%': 'percent', pt: 'points', x: 'multiples' };

/** The unit as an axis writes it: "%", "points", "×". */
export function gainUnitSymbol(unit: string): string {
	return SYMBOL[unit] ?? unit;
}

/** The unit as a title names it: "percent", "points", "multiples". */
export function gainUnitName(unit: string): string {
	return NAME[unit] ?? unit;
}
