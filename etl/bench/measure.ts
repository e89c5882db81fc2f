// Runs a command as a child process and measures its wall time and peak resident memory.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';

export interface Measured {
	code: number | null;
	seconds: number;
	/** Peak resident set size in kilobytes of the largest process of the run, or null. */
	peakRssKb: number | null;
	/** User + system CPU seconds of the run, all its threads (GNU time only; else null). */
	cpuSeconds: number | null;
	/** How the peak was taken. */
	rssBy: '/usr/bin/time' | '/proc' | 'none';
	stdout: string;
	stderr: string;
}

const TIME = '/usr/bin/time';
const MAX_RSS = /^\s*Maximum resident set size \(kbytes\): (\d+)\s*$/m;
const USER = /^\s*User time \(seconds\): ([\d.]+)\s*$/m;
const SYSTEM = /^\s*System time \(seconds\): ([\d.]+)\s*$/m;

/** VmHWM (peak RSS, kB) of a process and of all its descendants, read from /proc. */
async function treePeaks(pid: number, peaks: Map<number, number>): Promise<void> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
	const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status);
	if (hwm) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, Number(hwm[1])));
	const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
	for (const task of tasks) {
		const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
		for (const child of children.split(' ').filter(Boolean)) await treePeaks(Number(child), peaks);
	}
}

/**
 * With GNU time (`/usr/bin/time -v`) the peak is the kernel's own figure for the largest
 * process waited for; without it, /proc is sampled every 50 ms (may miss a short spike).
 */
export function measureCommand(
	command: string,
	args: string[],
	options: { cwd?: string; rssBy?: 'auto' | '/proc' } = {}
): Promise<Measured> {
	const { cwd, rssBy: wanted = 'auto' } = options;
	const useTime = wanted === 'auto' && existsSync(TIME);
	const useProc = !useTime && existsSync('/proc/self/status');
	const start = performance.now();
	const child = useTime
		? spawn(TIME, ['-v', command, ...args], { cwd })
		: spawn(command, args, { cwd });
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const peaks = new Map<number, number>();
	const timer = useProc
		? setInterval(() => child.pid && void treePeaks(child.pid, peaks), 50)
		: undefined;
	return new Promise((resolve, reject) => {
		child.on('error', reject);
		child.on('close', (code) => {
			clearInterval(timer);
			const seconds = (performance.now() - start) / 1000;
			let peakRssKb: number | null = null;
			let cpuSeconds: number | null = null;
			if (useTime) {
				const cut = stderr.lastIndexOf('\tCommand being timed:');
				const report = cut >= 0 ? stderr.slice(cut) : '';
				if (cut >= 0) stderr = stderr.slice(0, cut).replace(/^Command exited with .*\n?$/m, '');
				const match = MAX_RSS.exec(report);
				peakRssKb = match ? Number(match[1]) : null;
				const user = USER.exec(report);
				const system = SYSTEM.exec(report);
				cpuSeconds = user && system ? Number(user[1]) + Number(system[1]) : null;
			} else if (useProc && peaks.size > 0) peakRssKb = Math.max(...peaks.values());
			const rssBy = useTime ? TIME : useProc ? '/proc' : 'none';
			resolve({ code, seconds, peakRssKb, cpuSeconds, rssBy, stdout, stderr });
		});
	});
}
