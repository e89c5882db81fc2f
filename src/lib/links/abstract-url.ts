// A URL written in an abstract, as a link: only to the web (http or https), and a bare address
// ("github.com/org/repo") read as https. Anything else ("javascript:…", "ftp://…") stays text.

export function abstractUrlHref(written: string): string | null {
	const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(written) ? written : `https://${written}`;
	try {
		const url = new URL(withScheme);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
	} catch {
		return null;
	}
}
