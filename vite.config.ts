import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
	plugins: [sveltekit()],
	// DuckDB-WASM ships its own worker and wasm; pre-bundling would rewrite them.
	optimizeDeps: { exclude: ['@duckdb/duckdb-wasm'] },
	test: {
		include: ['tests/**/*.test.ts'],
		environment: 'node'
	}
});
