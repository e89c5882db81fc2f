// SVG text → PNG bytes through an <img> and a canvas. The SVG is drawn at the target pixel size,
// so a 4× PNG is rendered at 4×, not upsampled.

export async function rasterizeSvg(
	svgText: string,
	width: number,
	height: number,
	background: string | null
): Promise<Blob> {
	const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
	try {
		const image = new Image();
		image.decoding = 'async';
		image.src = url;
		await image.decode();
		const canvas = document.createElement('canvas');
		canvas.width = width;
		canvas.height = height;
		const context = canvas.getContext('2d');
		if (!context) throw new Error(`no 2D canvas for a ${width}×${height} PNG`);
		if (background) {
			context.fillStyle = background;
			context.fillRect(0, 0, width, height);
		}
		context.drawImage(image, 0, 0, width, height);
		return await new Promise<Blob>((resolve, reject) =>
			canvas.toBlob(
				(blob) =>
					blob ? resolve(blob) : reject(new Error(`PNG encoding failed at ${width}×${height}`)),
				'image/png'
			)
		);
	} finally {
		URL.revokeObjectURL(url);
	}
}
