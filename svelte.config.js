import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// A fully static site: every route is prerendered, the data is a file beside it.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		// The paper schema the ETL writes, read by the app through this alias only.
		alias: { $schema: 'etl/schema' }
	}
};

export default config;
