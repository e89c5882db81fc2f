import { strToU8, zipSync } from 'fflate';

// The reproducible figure: picture, data and the SQL that made it, in one zip.

export interface BundleFiles {
	baseName: string;
	svg: string;
	png: Uint8Array;
	csv: string;
	sql: string;
}

export function bundleNames(baseName: string): {
	svg: string;
	png: string;
	csv: string;
	sql: string;
} {
	return {
		svg: `${baseName}.svg`,
		png: `${baseName}.png`,
		csv: `${baseName}.csv`,
		sql: `${baseName}.sql`
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
			[names.sql]: strToU8(files.sql.trimEnd() + '\n')
		},
		{ level: 6 }
	);
}
