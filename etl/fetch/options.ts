// The fetch's command line: options, their checks, and the help that explains them.
import { parseArgs } from 'node:util';
import { addDays, parseDay, UNSETTLED_DAYS } from './days.ts';
import type { FetchRequest, SourceName } from './plan.ts';

export const HELP = `Usage: npm run fetch -- [options]

Fetches papers into a cache folder of dated, gzipped raw responses, asking only for what the
cache does not hold yet (days already fetched and complete are not asked for again; an
interrupted fetch resumes). Then build from the cache, offline:

  npm run fetch -- --since 2025-06-01
  npm run etl -- seeds data/cache
  npm run build && npm run preview

Sources:
  hf     Hugging Face Daily Papers: /api/daily_papers?date=… for each day, and
         /api/papers/search?q=<query> (papers kept when submitted within the range),
         one request every 0.6 s (the Hub allows 500 per 5 minutes without a token)
  arxiv  arXiv query API (Atom): the query in the categories, per submission day, paged,
         one request every --arxiv-pause seconds as arXiv asks of API clients

Options:
  --since <day>        first day, YYYY-MM-DD (default: 6 days before --until)
  --until <day>        last day, YYYY-MM-DD (default: today, UTC)
  --query <words>      papers must contain every word (word starts, case-insensitive;
                       "quoted phrase" allowed; '' for all) (default: "reinforcement learning")
  --source <s>         hf, arxiv or all (default: all)
  --categories <c>     arXiv categories, comma-separated (default: cs.LG,cs.AI,cs.CL,cs.RO)
  --cache <dir>        cache folder (default: data/cache)
  --page-size <n>      arXiv entries per request, 1–2000 (default: 200)
  --arxiv-pause <s>    seconds between arXiv requests (default: 3; keep it for the real API)
  --timeout <s>        seconds per request before it counts as failed (default: 30)
  --retries <n>        attempts after the first on 429, 5xx, dropped or damaged answers (default: 4)
  --dry-run            say what would be fetched, fetch nothing
  -h, --help           show this help

Today and the ${UNSETTLED_DAYS - 1} days before it are fetched again on every run (a listing still fills,
arXiv still announces). RL_TRENDS_HF_URL and RL_TRENDS_ARXIV_URL replace the public base URLs (tests
point them at a local replay server).
`;

const SOURCES: Record<string, SourceName[]> = {
	hf: ['hf'],
	arxiv: ['arxiv'],
	all: ['hf', 'arxiv']
};

export class UsageError extends Error {}

function numberOption(
	name: string,
	value: string,
	min: number,
	max: number,
	whole = false
): number {
	const n = Number(value);
	const shape = whole ? /^\d+$/ : /^\d+(\.\d+)?$/;
	if (!shape.test(value) || n < min || n > max) {
		const kind = whole ? 'whole number' : 'number';
		throw new UsageError(`--${name} must be a ${kind} from ${min} to ${max}, got ${value}`);
	}
	return n;
}

function day(name: string, value: string): string {
	const parsed = parseDay(value);
	if (!parsed) throw new UsageError(`--${name} must be a date YYYY-MM-DD, got ${value}`);
	return parsed;
}

/** The options of `argv`, checked; throws UsageError (or parseArgs' TypeError) naming the bad one. */
export function readOptions(argv: string[], today: string) {
	const { values } = parseArgs({
		args: argv,
		options: {
			since: { type: 'string' },
			until: { type: 'string' },
			query: { type: 'string', default: 'reinforcement learning' },
			source: { type: 'string', default: 'all' },
			categories: { type: 'string', default: 'cs.LG,cs.AI,cs.CL,cs.RO' },
			cache: { type: 'string', default: 'data/cache' },
			'page-size': { type: 'string', default: '200' },
			'arxiv-pause': { type: 'string', default: '3' },
			timeout: { type: 'string', default: '30' },
			retries: { type: 'string', default: '4' },
			'dry-run': { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false }
		}
	});
	const sources = SOURCES[values.source!];
	if (!sources) throw new UsageError(`--source must be hf, arxiv or all, got ${values.source}`);
	const until = values.until ? day('until', values.until) : today;
	const since = values.since ? day('since', values.since) : addDays(until, -6);
	if (until > today) throw new UsageError(`--until ${until} is after today (${today}, UTC)`);
	if (since > until) throw new UsageError(`--since ${since} is after --until ${until}`);
	const request: FetchRequest = {
		sources,
		since,
		until,
		today,
		query: values.query!.trim(),
		categories: values
			.categories!.split(',')
			.map((c) => c.trim())
			.filter(Boolean),
		pageSize: numberOption('page-size', values['page-size']!, 1, 2000, true)
	};
	return {
		help: values.help!,
		dryRun: values['dry-run']!,
		dir: values.cache!,
		request,
		arxivPauseS: numberOption('arxiv-pause', values['arxiv-pause']!, 0, 600),
		timeoutS: numberOption('timeout', values.timeout!, 0.1, 600),
		retries: numberOption('retries', values.retries!, 0, 20, true)
	};
}
