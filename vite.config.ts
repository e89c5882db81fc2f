import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	// DuckDB-WASM ships its own worker and wasm; pre-bundling would rewrite them.
	optimizeDeps: { exclude: ['@duckdb/duckdb-wasm'] },
	test: {
		include: ['tests/**/*.test.ts'],
		environment: 'node'
	}
});
