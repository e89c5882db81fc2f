// A made-up but deterministic world of papers for the replay server: per day, some papers on
// arXiv (submitted that day), some listed on Hugging Face (submitted a day or two before), and
// papers in both, so a merge has something to match by arXiv id.
import { createHash } from 'node:crypto';

export interface CorpusPaper {
	id: string;
	title: string;
	abstract: string;
	authors: string[];
	/** ISO timestamp of arXiv v1. */
	submitted: string;
	categories: string[];
	upvotes: number;
	organization: { name: string; fullname: string } | null;
	/** Day it is listed on Hugging Face, or null when only on arXiv. */
	listed: string | null;
}

const TOPICS = [
	[
		'Group Relative Policy Optimization for Math Reasoning',
		'We apply GRPO reinforcement learning to a 7B model and improve MATH-500 accuracy by 4.2%.'
	],
	[
		'Offline Reinforcement Learning with Diffusion Policies',
		'Offline reinforcement learning on D4RL with diffusion policies beats CQL on MuJoCo locomotion.'
	],
	[
		'Reward Models for RLHF at Scale',
		'We study reinforcement learning from human feedback with PPO and reward models of 8B parameters.'
	],
	[
		'Curriculum Reinforcement Learning for Robot Manipulation',
		'A curriculum for reinforcement learning agents on Meta-World raises success by 12 points.'
	],
	[
		'Verifiable Rewards for Code Agents',
		'Reinforcement learning with verifiable rewards (RLVR) trains code agents on SWE-bench Verified.'
	],
	[
		'Sparse Autoencoders for Vision Transformers',
		'We train sparse autoencoders on ViT activations and find interpretable features on ImageNet.'
	],
	[
		'Faster Diffusion Sampling with Consistency',
		'Consistency distillation cuts diffusion sampling steps on ImageNet 256 without loss.'
	]
] as const;
const ORGS = [
	{ name: 'deepseek-ai', fullname: 'DeepSeek' },
	{ name: 'Qwen', fullname: 'Qwen' },
	null,
	{ name: 'nvidia', fullname: 'NVIDIA' }
];

function hash(text: string): number {
	return createHash('sha1').update(text).digest().readUInt32BE(0);
}

const addDays = (day: string, n: number) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Papers submitted to arXiv on `day`: 2 to 5 of them, ids numbered within the month. */
export function submittedOn(day: string): CorpusPaper[] {
	const h = hash(day);
	const count = 2 + (h % 4);
	const [yyyy, mm, dd] = day.split('-');
	return Array.from({ length: count }, (_, i) => {
		const topic = TOPICS[(h + i * 3) % TOPICS.length];
		const number = String(Number(dd) * 100 + i + 1).padStart(5, '0');
		const time = `${String(8 + i).padStart(2, '0')}:${String((h >>> 3) % 60).padStart(2, '0')}:07`;
		return {
			id: `${yyyy.slice(2)}${mm}.${number}`,
			title: `${topic[0]} (${day} #${i + 1})`,
			abstract: topic[1],
			authors: Array.from({ length: 1 + ((h >>> i) % 6) }, (_, k) => `Author ${k + 1}`),
			submitted: `${day}T${time}Z`,
			categories: i % 2 === 0 ? ['cs.LG', 'cs.AI'] : ['cs.CL', 'cs.LG'],
			upvotes: (h >>> (i + 2)) % 90,
			organization: ORGS[(h + i) % ORGS.length],
			// Every other paper reaches the daily list two days after its submission.
			listed: i % 2 === 0 ? addDays(day, 2) : null
		};
	});
}

/** The Hugging Face listing of `day`: papers submitted two days earlier that made the list. */
export function listedOn(day: string): CorpusPaper[] {
	return submittedOn(addDays(day, -2)).filter((p) => p.listed === day);
}

/** Case-insensitive: every term occurs in title or abstract. */
export function matches(paper: CorpusPaper, terms: string[]): boolean {
	const text = `${paper.title} ${paper.abstract}`.toLowerCase();
	return terms.every((term) => text.includes(term.toLowerCase()));
}
