import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';
import { explicitSuffixRanges } from './scripts/vite-suffix-ranges.ts';

export default defineConfig({
	plugins: [explicitSuffixRanges(), sveltekit()],
	// DuckDB-WASM ships its own worker and wasm; pre-bundling would rewrite them.
	optimizeDeps: { exclude: ['@duckdb/duckdb-wasm', 'parquet-wasm'] },
	// The Parquet decode worker imports parquet-wasm's ES module glue.
	worker: { format: 'es' },
	test: {
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					include: ['tests/**/*.test.ts'],
					exclude: ['tests/**/*.svelte.test.ts'],
					environment: 'node'
				}
			},
			{
				// Runes (`$state`, `$effect`) run only in Svelte's client build, which a browser-like
				// environment gets.
				extends: true,
				resolve: { conditions: ['browser'] },
				test: {
					name: 'runes',
					include: ['tests/**/*.svelte.test.ts'],
					environment: 'jsdom'
				}
			}
		]
	}
});
