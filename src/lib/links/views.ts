// The dashboard's views, in menu order: their paths (under the site's base) and names.

export interface View {
	path: string;
	label: string;
}

export const VIEWS: readonly View[] = [
	{ path: '/', label: 'Overview' },
	{ path: '/trends', label: 'Trends' },
	{ path: '/emerging', label: 'Emerging' },
	{ path: '/methods', label: 'Methods × benchmarks' },
	{ path: '/gains', label: 'Gains' },
	{ path: '/papers', label: 'Papers' },
	{ path: '/sql', label: 'SQL' }
];
