// The views whose first paint the build answers with their own SQL (`npm run build` writes
// `<view>.json` beside the data): each view's queries as it first opens, no filter, default
// settings. Emerging and Trends have files of their own (their answers carry more than rows).
import { gainsFirstQueries } from './gains.ts';
import { methodsFirstQueries } from './methods.ts';
import { papersFirstQueries } from './papers.ts';

export const VIEW_FIRST_QUERIES = {
	methods: methodsFirstQueries,
	gains: gainsFirstQueries,
	papers: papersFirstQueries
} as const satisfies Record<string, () => Record<string, string>>;

export type FirstAnswersView = keyof typeof VIEW_FIRST_QUERIES;
