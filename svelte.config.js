import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// A fully static site: every route is prerendered, the data is a file beside it.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		// The paper schema, shared with the ETL: neither side imports the other.
		alias: { $schema: 'schema' }
	}
};

export default config;
