import { countNoun } from '../text/count-noun.ts';
import { describeSources, type CorpusSource } from './corpus-sources';

// The one caption of every exported figure, dashboard or SQL console: what its n counts, the
// filter, where the data comes from and when it was captured, in one line a reader can cite.

export interface CaptionFacts {
	/** The n and what it counts: "192 papers naming at least one algorithm, of 498". */
	counted: string;
	/** The active filter in words ("all papers", "algorithm PPO"); omitted when none applies. */
	filters?: string;
	/** The corpus's sources, or null while they are not known. */
	sources: readonly CorpusSource[] | null;
}

export function figureCaption({ counted, filters, sources }: CaptionFacts): string {
	return [counted, filters, describeSources(sources), 'RL Trends']
		.filter((part) => part?.trim())
		.join(' · ');
}

export interface QueryCaptionFacts {
	/** Rows the query returned. */
	rows: number;
	/** Papers in the corpus the query ran over. */
	papers: number;
	sources: readonly CorpusSource[] | null;
}

/** Caption of a figure drawn from a console query: the SQL itself travels in the bundle. */
export function queryCaption({ rows, papers, sources }: QueryCaptionFacts): string {
	if (!(rows >= 0) || !(papers >= 0)) throw new Error(`invalid counts: ${rows} rows, ${papers}`);
	const counted = `${countNoun(rows, 'result row')} of a SQL query over ${countNoun(papers, 'paper')}`;
	return figureCaption({ counted, sources });
}
