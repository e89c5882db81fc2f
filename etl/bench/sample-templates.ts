// What the scaled corpus learns from the real sample: which names are common (kept as the
// field's shared vocabulary) and which are rare (renamed into a long tail), each paper cut into
// a template, and the words long forms and titles are varied with.
import { longFormBefore } from './long-forms.ts';
import { nameTokens, readNameToken } from './name-tokens.ts';
import { properNames } from './proper-names.ts';
import type { SamplePaper } from './sample-papers.ts';
import { cutText, type TextTemplate } from './text-template.ts';

export interface PaperTemplate {
	paper: SamplePaper;
	title: TextTemplate;
	summary: TextTemplate;
}

export interface SampleTemplates {
	papers: PaperTemplate[];
	/** Names kept as written: used by several papers of the sample. */
	common: Set<string>;
	/** Words of the sample's long forms by initial (lower case), sorted. */
	longFormWords: Map<string, string[]>;
	/** Capitals a new acronym may use: those a long-form word of the sample starts with. */
	acronymLetters: string;
	/** Ordinary title words (lower case, five letters or more), sorted: to vary a title. */
	titleWords: string[];
}

/** A name in this share of the sample's papers (and at least two) is the field's, not a paper's. */
const COMMON_SHARE = 0.0005;

function stemsOf(paper: SamplePaper, proper: ReadonlySet<string>): Set<string> {
	return new Set(nameTokens(`${paper.title}\n${paper.summary}`, proper).map((token) => token.stem));
}

function longFormWordsOf(papers: readonly SamplePaper[]): Map<string, string[]> {
	const byLetter = new Map<string, Set<string>>();
	for (const paper of papers) {
		for (const text of [paper.title, paper.summary]) {
			for (const token of nameTokens(text)) {
				if (token.kind !== 'caps') continue;
				for (const word of longFormBefore(text, token.start - 1, token.stem) ?? []) {
					const spelled = text.slice(word.start, word.end).toLowerCase();
					if (spelled.length < 3) continue;
					const letter = spelled[0].toUpperCase();
					if (!byLetter.has(letter)) byLetter.set(letter, new Set());
					byLetter.get(letter)!.add(spelled);
				}
			}
		}
	}
	return new Map([...byLetter].sort().map(([letter, words]) => [letter, [...words].sort()]));
}

function titleWordsOf(papers: readonly SamplePaper[]): string[] {
	const words = new Set<string>();
	for (const paper of papers) {
		for (const word of paper.title.match(/(?<![\p{L}\p{N}-])[A-Za-z]{5,}(?![\p{L}\p{N}-])/gu) ??
			[]) {
			if (!readNameToken(word)) words.add(word.toLowerCase());
		}
	}
	return [...words].sort();
}

export function buildTemplates(papers: readonly SamplePaper[]): SampleTemplates {
	const proper = papers.map((paper) => properNames(paper.title, paper.summary));
	const usedBy = new Map<string, number>();
	papers.forEach((paper, i) => {
		for (const stem of stemsOf(paper, proper[i])) usedBy.set(stem, (usedBy.get(stem) ?? 0) + 1);
	});
	const threshold = Math.max(2, Math.ceil(papers.length * COMMON_SHARE));
	const common = new Set([...usedBy].filter(([, n]) => n >= threshold).map(([stem]) => stem));
	const isRare = (stem: string) => !common.has(stem);
	const longFormWords = longFormWordsOf(papers);
	const acronymLetters = [...longFormWords.keys()].join('');
	if (acronymLetters.length < 2) throw new Error('the sample spells out too few acronyms');
	return {
		papers: papers.map((paper, i) => ({
			paper,
			title: cutText(paper.title, isRare, proper[i]),
			summary: cutText(paper.summary, isRare, proper[i])
		})),
		common,
		longFormWords,
		acronymLetters,
		titleWords: titleWordsOf(papers)
	};
}
