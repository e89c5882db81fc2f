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
		include: ['tests/**/*.test.ts'],
		environment: 'node'
	}
});
