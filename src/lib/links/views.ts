// The dashboard's views, in menu order: their paths (under the site's base), names, and whether
// the global filters apply to them (the SQL console reads no filters).

export interface View {
	path: string;
	label: string;
	filtered: boolean;
	/** The start of `label` a phone's menu shows (the rest stays for screen readers), so every
	 * view fits on screen without a sideways strip. */
	short?: string;
}

export const VIEWS: readonly View[] = [
	{ path: '/', label: 'Overview', filtered: true },
	{ path: '/trends', label: 'Trends', filtered: true },
	{ path: '/emerging', label: 'Emerging', filtered: true },
	{ path: '/methods', label: 'Methods × benchmarks', filtered: true, short: 'Methods' },
	{ path: '/gains', label: 'Gains', filtered: true },
	{ path: '/papers', label: 'Papers', filtered: true },
	{ path: '/sql', label: 'SQL', filtered: false }
];

/** The path of a page inside the site ('/papers'), from its full path under `base`. */
export const viewPath = (base: string, pathname: string): string =>
	pathname.slice(base.length) || '/';

/** The view at `path` that the filters apply to, if any. */
export const filteredView = (path: string | null): View | undefined =>
	VIEWS.find((v) => v.path === path && v.filtered);
