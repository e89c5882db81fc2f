import { textWidth, type TextMeasure } from './wrap-text';

// Text widths from the browser's own font, for breaking titles and captions. Other programs that
// open the SVG may pick a slightly wider face: lines are measured with a little to spare.

const SPARE = 1.05;

export function canvasTextMeasure(fontFamily: string): TextMeasure {
	const context =
		typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
	if (!context) return textWidth;
	return (text, fontSize, weight = 'normal') => {
		context.font = `${weight === 'bold' ? 600 : 400} ${fontSize}px ${fontFamily}`;
		return context.measureText(text).width * SPARE;
	};
}
