import { textWidth, wrapText, type FontWeight, type TextMeasure } from './wrap-text';

// Where the title, subtitle, chart and caption go in an exported figure, as plain numbers so it
// can be tested without a DOM. Type sizes follow the layout width so a slide and a paper column
// both read well.

export interface FigureText {
	title: string;
	subtitle: string;
	caption: string;
}

export interface TextBlock {
	lines: string[];
	fontSize: number;
	/** Baseline of the first line. */
	y: number;
	lineHeight: number;
}

export interface FigureLayout {
	width: number;
	height: number;
	padding: number;
	title: TextBlock;
	subtitle: TextBlock;
	caption: TextBlock;
	/** The area the chart is laid out in. */
	chart: { x: number; y: number; width: number; height: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function figureLayout(
	size: { width: number; height: number },
	text: FigureText,
	measure: TextMeasure = textWidth
): FigureLayout {
	const { width, height } = size;
	if (!(width > 0 && height > 0)) throw new Error(`invalid figure size: ${width}×${height}`);
	const padding = Math.round(clamp(width / 40, 8, 24));
	const titleSize = Math.round(clamp(width / 40, 12, 24));
	const subtitleSize = Math.round(clamp(titleSize * 0.72, 10, 18));
	const captionSize = Math.round(clamp(titleSize * 0.58, 8, 14));
	const inner = width - 2 * padding;

	let y = padding;
	const wrap = (value: string, fontSize: number, weight: FontWeight = 'normal') =>
		value.trim() ? wrapText(value.trim(), inner, fontSize, weight, measure) : [];
	const block = (
		value: string,
		fontSize: number,
		leading: number,
		weight?: FontWeight
	): TextBlock => {
		const lines = wrap(value, fontSize, weight);
		const lineHeight = Math.round(fontSize * leading);
		const b = { lines, fontSize, y: y + fontSize, lineHeight };
		if (lines.length) y += lines.length * lineHeight + Math.round(fontSize * 0.4);
		return b;
	};
	const title = block(text.title, titleSize, 1.2, 'bold');
	const subtitle = block(text.subtitle, subtitleSize, 1.3);
	const chartTop = y + (title.lines.length || subtitle.lines.length ? Math.round(padding / 2) : 0);

	const captionLines = wrap(text.caption, captionSize);
	const captionLineHeight = Math.round(captionSize * 1.35);
	const captionHeight = captionLines.length * captionLineHeight;
	const captionTop = height - padding - captionHeight;
	const caption = {
		lines: captionLines,
		fontSize: captionSize,
		y: captionTop + captionSize,
		lineHeight: captionLineHeight
	};
	const chartBottom = captionLines.length ? captionTop - Math.round(padding / 2) : height - padding;
	// Never hand the chart less than a sliver, even when long text eats the space.
	const chartHeight = Math.max(40, chartBottom - chartTop);
	return {
		width,
		height,
		padding,
		title,
		subtitle,
		caption,
		chart: { x: padding, y: chartTop, width: inner, height: chartHeight }
	};
}
