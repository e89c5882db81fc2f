// The theme a chart on screen is drawn in: the reader's colour scheme, and paper's while the page
// prints (dark mode's sky blue on white would be faint).
import type { FigureTheme } from './figure-theme';

export class PageTheme {
	#dark = $state(false);
	#printing = $state(false);
	readonly current: FigureTheme = $derived(
		this.#printing ? 'print' : this.#dark ? 'dark' : 'light'
	);

	/** Follows the page's media queries until the returned function is called (run it in an
	 * $effect, which calls it when the component goes). */
	follow(): () => void {
		const scheme = window.matchMedia('(prefers-color-scheme: dark)');
		const print = window.matchMedia('print');
		this.#dark = scheme.matches;
		this.#printing = print.matches;
		const onScheme = (e: MediaQueryListEvent) => (this.#dark = e.matches);
		const onPrint = (e: MediaQueryListEvent) => (this.#printing = e.matches);
		scheme.addEventListener('change', onScheme);
		print.addEventListener('change', onPrint);
		return () => {
			scheme.removeEventListener('change', onScheme);
			print.removeEventListener('change', onPrint);
		};
	}
}
