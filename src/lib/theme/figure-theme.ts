// The colours a figure is drawn in, on screen and in every export: charts and the export dialog
// both read them from here.

export type FigureTheme = 'light' | 'dark' | 'print';

export interface ThemeColors {
	/** Page colour behind the figure; null means transparent (print). */
	background: string | null;
	/** Text, axes and marks drawn in `currentColor`. */
	foreground: string;
	/** Subtitle and caption. */
	muted: string;
	/** Grid lines. */
	grid: string;
}

const THEMES: Record<FigureTheme, ThemeColors> = {
	light: { background: '#ffffff', foreground: '#1a1a1a', muted: '#555555', grid: '#e0e0e0' },
	dark: { background: '#16181d', foreground: '#f0f0f0', muted: '#b4b4b4', grid: '#3a3d44' },
	// Print: no background so the figure sits on the paper or slide it is pasted on.
	print: { background: null, foreground: '#000000', muted: '#333333', grid: '#cccccc' }
};

export const FIGURE_THEMES: readonly FigureTheme[] = ['light', 'dark', 'print'];

export function themeColors(theme: FigureTheme): ThemeColors {
	const colors = THEMES[theme];
	if (!colors) throw new Error(`unknown figure theme: ${String(theme)}`);
	return colors;
}

/** Plot `style` option for a theme: charts call this so text and axes follow the theme. */
export function plotStyle(theme: FigureTheme): { color: string; background: string } {
	const colors = themeColors(theme);
	return { color: colors.foreground, background: colors.background ?? 'transparent' };
}
