// Test helper: real arXiv papers (an excerpt of the shared sample), the scaled corpus's raw material.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseSample } from '../../../etl/bench/sample-papers.ts';

export const EXCERPT_PATH = 'tests/etl/bench/fixtures/arxiv-sample-excerpt.jsonl.gz';

export const EXCERPT = parseSample(gunzipSync(readFileSync(EXCERPT_PATH)).toString('utf8'));
