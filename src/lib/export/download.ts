// The only module of the export that touches the page: saving files and the clipboard.

export function downloadBlob(
	data: Blob | Uint8Array | string,
	fileName: string,
	type = 'application/octet-stream'
): void {
	const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = fileName;
	link.style.display = 'none';
	document.body.appendChild(link);
	link.click();
	link.remove();
	// Give the browser time to start the download before the URL dies.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function copyText(text: string): Promise<void> {
	try {
		await navigator.clipboard.writeText(text);
	} catch {
		// Clipboard API refused (no permission, not a secure context): the old way.
		const area = document.createElement('textarea');
		area.value = text;
		area.style.position = 'fixed';
		area.style.opacity = '0';
		document.body.appendChild(area);
		area.select();
		const ok = document.execCommand('copy');
		area.remove();
		if (!ok) throw new Error('copying to the clipboard was refused');
	}
}
