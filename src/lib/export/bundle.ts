import { strToU8, zipSync } from 'fflate';

// The reproducible figure: picture, data, the SQL that made it and what it says (title, subtitle,
// caption: its n, filters and source), in one zip.

export interface BundleFiles {
	baseName: string;
	svg: string;
	png: Uint8Array;
	csv: string;
	sql: string;
	/** Title, subtitle and caption, as the figure shows them. */
	about: string;
}

export function bundleNames(baseName: string): {
	svg: string;
	png: string;
	csv: string;
	sql: string;
	about: string;
} {
	return {
		svg: `${baseName}.svg`,
		png: `${baseName}.png`,
		csv: `${baseName}.csv`,
		sql: `${baseName}.sql`,
		about: `${baseName}.txt`
	};
}

export function zipBundle(files: BundleFiles): Uint8Array {
	const names = bundleNames(files.baseName);
	return zipSync(
		{
			[names.svg]: strToU8(files.svg),
			// PNG is compressed already: store it.
			[names.png]: [files.png, { level: 0 }],
			[names.csv]: strToU8(files.csv),
			[names.sql]: strToU8(files.sql.trimEnd() + '\n'),
			[names.about]: strToU8(files.about.trimEnd() + '\n')
		},
		{ level: 6 }
	);
}
