// The visit's slices of the overview (overview-slices.ts) over the app's database: the charts'
// queries first, ours between them.
import { runQuery, runQueryInBackground, type QueryResult } from '$lib/db';
import { OverviewSlices } from './overview-slices.ts';

export const overviewSlices = new OverviewSlices<QueryResult>(runQuery, runQueryInBackground);
