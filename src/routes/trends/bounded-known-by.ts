// What is known of the papers without a date that have a first possible month: most have only
// that (a bound from an artifact they name, the interval running to the end of the data), few a
// last possible month too. The words say which, as the data has them.

/** "208 more have no date but a first possible month (3 of them a last one too)". */
export function boundedKnownBy(bounded: number, closed: number): string {
	const more = `${bounded.toLocaleString('en')} more ${bounded === 1 ? 'has' : 'have'} no date but`;
	if (bounded > 0 && closed >= bounded)
		return `${more} an interval (a first and a last possible month)`;
	if (!(closed > 0)) return `${more} a first possible month`;
	return `${more} a first possible month (${closed.toLocaleString('en')} of them a last one too)`;
}
