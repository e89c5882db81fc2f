import { describe, expect, it } from 'vitest';
import { isTitleName, titleNames } from '../../../../etl/extract/proposed/title-names.ts';
import { nothingKnown } from '../name-knowledge.ts';

const names = (title: string, abstract = '') =>
	titleNames(title, abstract, nothingKnown).map((c) => [c.raw, c.field, c.start]);

describe('titleNames', () => {
	it('reads a name before a colon, with its version, and where it stands', () => {
		expect(names('DMOSpeech 2: Faster Speech')).toEqual([['DMOSpeech 2', 'title', 0]]);
		expect(names('Lecture 3: Policy Gradients')).toEqual([]);
		expect(names('TideNet v2: Faster Surges')).toEqual([['TideNet v2', 'title', 0]]);
	});

	it('reads the name a report presents without the words that say it is a report', () => {
		expect(names('TideCamp Technical Report: Scaling Tides')).toEqual([['TideCamp', 'title', 0]]);
		expect(names('TideCamp Report: Scaling Tides')).toEqual([['TideCamp', 'title', 0]]);
		expect(names('Technical Report: Scaling Tides')).toEqual([]);
		for (const title of [
			'Annual Report: Trends in Tides',
			'Progress Report: Tides',
			'Workshop Report: Tides',
			'Tide Report: Forecasting Surges at Scale'
		])
			expect(names(title), title).toEqual([]);
	});

	it('reads no name from a prefix that starts a phrase or owns something else', () => {
		expect(names('Towards Wider GraphNets: Fewer Layers')).toEqual([]);
		expect(names('Scaling PolicyNets Up: Lessons')).toEqual([]);
		expect(names("Reddit's DataHub API: Gaps")).toEqual([]);
		expect(
			names('Dueling QNets: Two Heads', 'We propose Dueling QNets, which split value.')
		).toEqual([['Dueling QNets', 'title', 0]]);
		expect(names('Dueling QNets: Two Heads', 'We split the value into two heads.')).toEqual([]);
		// A prefix that ends in the kind of thing it names is a name, whatever its first word.
		expect(names('Harbing Traffic Bench: A Benchmark', 'We release it.')).toEqual([
			['Harbing Traffic Bench', 'title', 0]
		]);
	});

	it('reads the acronym a title prefix spells out in brackets, not a term of the field', () => {
		const [c] = titleNames(
			'Harbor Signal Protocol (HSP): An Interface',
			'We present HSP.',
			nothingKnown
		);
		expect([c.raw, c.field, c.longForm]).toEqual(['HSP', 'title', 'Harbor Signal Protocol']);
		const knowsTerm = {
			...nothingKnown,
			isTerm: (p: string) => p === 'Deep Reinforcement Learning'
		};
		expect(titleNames('Deep Reinforcement Learning (DRL): A Survey', 'x', knowsTerm)).toEqual([]);
	});

	it('reads an acronym spelled out anywhere in a title when it is shaped as a coinage', () => {
		const defined = (title: string) =>
			titleNames(title, 'x', nothingKnown).map((c) => [c.raw, c.longForm, c.typed]);
		expect(defined('The Harbor Crane Load Tracing (HarborCLT) Dataset')).toEqual([
			['HarborCLT', 'Harbor Crane Load Tracing', 'benchmark']
		]);
		expect(defined('Sparse Coupled Tensor Ranking (SCTRK) for Patient Data')).toEqual([
			['SCTRK', 'Sparse Coupled Tensor Ranking', 'method']
		]);
		// Short capitals, or small letters the small words explain, are a field's terms.
		expect(defined('Serving Web Model Caches (WMC) at the Edge')).toEqual([]);
		expect(defined('A Harbor Point of View (PoV) for Cranes')).toEqual([]);
		expect(defined('Cheap Harbor Web Applications (HWAs) for Ports')).toEqual([]);
		// Terms of a field: mid-title before no kind noun, a small word inside a hyphenated one, a plural.
		expect(
			defined('Energy in Simultaneous Harbor Information Power Transfer (SHIPT) Systems')
		).toEqual([]);
		expect(defined('Accelerating Neural Harbor Fields (NeHF) Training')).toEqual([]);
		expect(defined('Quality-of-Harbor (QoH) Aware Scheduling')).toEqual([]);
		expect(
			defined('Decentralized Partially Observable Harbor Processes (Dec-POHPs) Solved')
		).toEqual([]);
		// Words in lower case, or letters the words do not spell, define nothing.
		expect(defined('Using harbor crane load tracing (HCLTX) today')).toEqual([]);
		expect(defined('Harbor Crane Studies (ZQWXY) Revisited')).toEqual([]);
	});

	it('reads "A X Framework for …" after or without a colon', () => {
		expect(names('A Judge-V2 Framework for Rewards')).toEqual([['Judge-V2', 'title', 2]]);
	});

	it('gives the abstract acronym a multi-word title prefix spells, typed by the subtitle', () => {
		const abstract = 'We propose Solver-Informed RL (SIRL), which grounds rewards.';
		const [c] = titleNames(
			'Solver-Informed RL: A Method for Grounded Rewards',
			abstract,
			nothingKnown
		);
		expect([c.raw, c.field, c.longForm, c.typed]).toEqual([
			'SIRL',
			'abstract',
			'Solver-Informed RL',
			'method'
		]);
		expect(abstract.slice(c.start, c.start + c.raw.length)).toBe('SIRL');
	});
});

describe('isTitleName', () => {
	it('takes a short capitalised noun phrase ending in a method head', () => {
		expect(isTitleName('Conservative World Models', nothingKnown)).toBe(true);
		expect(isTitleName('Learning to Plan with World Models', nothingKnown)).toBe(false);
		expect(isTitleName('Scaling Policy Optimization', nothingKnown)).toBe(false);
	});
});
