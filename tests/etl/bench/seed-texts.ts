// Test helper: the real seed captures, the generators' raw material.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SEED_TEXTS = readdirSync('seeds')
	.filter((name) => name.endsWith('.txt'))
	.sort()
	.map((name) => readFileSync(join('seeds', name), 'utf8'));
