// By hand: `npx tsx tests/etl/fetch/serve-replay.ts [port] [kind:pathRegExp[:times] …]` serves the
// replay corpus on 127.0.0.1 (e.g. `429:daily_papers:2`), logging each request, until stopped.
import { startReplayServer, type Fault, type FaultKind } from './replay-server.ts';

const [portArg, ...faultArgs] = process.argv.slice(2);
const faults: Fault[] = faultArgs.map((arg) => {
	const [kind, path, times] = arg.split(':');
	return {
		kind: kind as FaultKind,
		path: new RegExp(path),
		times: times ? Number(times) : 1,
		retryAfter: '1'
	};
});
const server = await startReplayServer(faults, Number(portArg ?? 0));
const log = setInterval(() => {
	while (server.requests.length > 0) process.stdout.write(`GET ${server.requests.shift()}\n`);
}, 100);
process.stdout.write(`replay server on ${server.url}\n`);
process.once('SIGINT', () => {
	clearInterval(log);
	void server.close().then(() => process.exit(0));
});
