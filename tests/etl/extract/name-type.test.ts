import { describe, expect, it } from 'vitest';
import {
	titleTyping,
	typeApposedTo,
	typeNamedNextTo,
	typeOfName,
	typeOfTitleName
} from '../../../etl/extract/name-type.ts';

const typeIn = (sentence: string, name: string) =>
	typeOfName(name, sentence, sentence.indexOf(name));

describe('typeOfName', () => {
	it('reads a benchmark from an upper-case BENCH or a count of examples in thousands', () => {
		expect(typeOfName('HARB-BENCH', 'HARB-BENCH: Evaluating agents on ports', 0)).toBe('benchmark');
		expect(typeOfName('CraneRep-11K', 'CraneRep-11K: Precise port solids', 0)).toBe('benchmark');
		// Billions are a model's parameters.
		expect(typeOfName('Harb-7B', 'Harb-7B: a port agent', 0)).toBe('model');
	});

	it('reads a model from the nearest head noun; a network or transformer it proposes is a method', () => {
		expect(typeIn('We release a reasoning language model called TuneLM-R.', 'TuneLM-R')).toBe(
			'model'
		);
		expect(typeIn('We steer an autoregressive music transformer called TuneGen.', 'TuneGen')).toBe(
			'method'
		);
		expect(typeIn('We train a graph neural network, dubbed GraphKit, on maps.', 'GraphKit')).toBe(
			'method'
		);
		expect(typeIn('We propose GraphKit, a framework for planning.', 'GraphKit')).toBe('method');
		expect(typeIn('We release PlanArena, a benchmark of plans.', 'PlanArena')).toBe('benchmark');
	});

	it('reads what an apposition calls a name before what its suffix leans to', () => {
		// "-R1", "-LLM", "GPT" lean to a model, "-PO" to a method, where nothing else says.
		expect(typeIn('We propose Tide-R1 for storm surges.', 'Tide-R1')).toBe('model');
		expect(typeIn('We propose TidePO.', 'TidePO')).toBe('method');
		expect(
			typeIn(
				'We propose Tide-R1, a two-stage reinforcement fine-tuning framework designed to help.',
				'Tide-R1'
			)
		).toBe('method');
		expect(
			typeIn('This paper introduces TideLLM, an LLM-based approach for surges.', 'TideLLM')
		).toBe('method');
		expect(
			typeIn(
				'We present TideGPT, an open-source framework comprising 100 task environments.',
				'TideGPT'
			)
		).toBe('method');
		expect(typeIn('We introduce TidePO, a benchmark of storm plans.', 'TidePO')).toBe('benchmark');
		expect(
			typeIn(
				'We release Tidal, a transferable wavefunction model pretrained on 22 molecules.',
				'Tidal'
			)
		).toBe('model');
		// A system, tool, platform, solver or operator the paper presents is a method too.
		expect(typeIn('We present TideLab, an interactive system for surge maps.', 'TideLab')).toBe(
			'method'
		);
		expect(typeIn('We propose an automated tool, TideCheck, to test gauges.', 'TideCheck')).toBe(
			'method'
		);
		expect(
			typeOfName(
				'TNO',
				'We propose the Tidal Neural Operator (TNO) for surges.',
				38,
				'Tidal Neural Operator'
			)
		).toBe('method');
		// A library of benchmarks is a benchmark.
		expect(
			typeIn('We introduce TideLib, a benchmark library for surge forecasts.', 'TideLib')
		).toBe('benchmark');
		// A size in the name still settles it: "Tide-7B, a framework" is a model.
		expect(typeIn('We release Tide-7B, a framework for surges.', 'Tide-7B')).toBe('model');
	});

	it('reads the head of an apposition up to where it starts describing it', () => {
		for (const sentence of [
			'Tide-R1, a reasoning model obtained through large-scale RL training, is released.',
			'We release Tide-R1, an open 7B reasoning model after GRPO training.',
			'We release TideVLA, a vision-language-action model whose action head is a diffusion transformer.',
			'We release TideGPT, a GPT-style model serving as the planner.'
		])
			expect(typeIn(sentence, sentence.match(/Tide[\w-]+/)![0]), sentence).toBe('model');
		expect(
			typeIn('We propose TideRL, an optimization objective over policy models.', 'TideRL')
		).toBe('method');
		expect(typeIn('We propose Tide-R1, a Qwen2.5-based agentic framework.', 'Tide-R1')).toBe(
			'method'
		);
		expect(typeIn('We propose X9, a reward model training framework.', 'X9')).toBe('method');
		// A gerund before a head names an activity; a verb that takes an object ends the phrase.
		for (const sentence of [
			'We propose TideX, a model merging method.',
			'We propose TideX, a vision-language model pruning technique.',
			'We introduce TideX, the first end-to-end system leveraging LLMs to write code.',
			'We introduce TideX, an ensemble combining models across setups.'
		])
			expect(typeIn(sentence, 'TideX'), sentence).toBe('method');
		// ", our method" opens a clause: it says nothing of the name before it.
		expect(typeIn('Unlike Search-R1, our method needs no retriever.', 'Search-R1')).toBe('model');
	});

	it('reads past describing words coordinated before the head of an apposition', () => {
		for (const sentence of [
			'We release TideKit, an efficient, scalable, and user-friendly library for surge models.',
			'We propose TideKit, a deployable and scalable sensor-based solution for harbours.',
			'We propose TideKit, a heuristic-based, test-time policy for gauge reading.',
			'We propose TideKit, an input-centric reformulation that avoids matrices.',
			'We release TideKit, a simple, fast and effective plug-in for gauges.',
			'We release TideKit, a PyTorch, JAX and TensorFlow library.'
		])
			expect(typeIn(sentence, 'TideKit'), sentence).toBe('method');
		// A describing word that is itself a head is kept: the first thing named is the name's.
		expect(
			typeIn('We release TideKit, a benchmark, model and toolkit for surges.', 'TideKit')
		).toBe('benchmark');
	});

	it('reads a common noun as the head only in apposition, and counted contents as data', () => {
		// "a benchmark library" keeps its benchmark; a library of counted items is data.
		expect(typeIn('We introduce TideLib, a benchmark library for surges.', 'TideLib')).toBe(
			'benchmark'
		);
		expect(
			typeIn('We build TideLib, a large object library comprising 731 object instances.', 'TideLib')
		).toBe('benchmark');
		expect(
			typeIn('We add TideSet++, an augmented variant with 1038 permuted problems.', 'TideSet++')
		).toBe('benchmark');
		// Counted software or parts are no data.
		for (const sentence of [
			'We release TideKit, a Python library with 20 reinforcement learning algorithms.',
			'We release TideKit, a two-stage solution with 3 modules.'
		])
			expect(typeIn(sentence, 'TideKit'), sentence).toBe('method');
		// A problem posed in apposition is no method.
		const posed = 'We introduce Grounded Caption Generation (GCG), a new task for gauges.';
		expect(typeOfName('GCG', posed, posed.indexOf('(GCG') + 1, 'Grounded Caption Generation')).toBe(
			'other'
		);
		// A variant or an extension is of the kind it extends, which the sentence says.
		expect(
			typeIn(
				'We introduce TideCook, an N-agent extension of the popular surge benchmark.',
				'TideCook'
			)
		).toBe('benchmark');
		// Named is as explicit as apposed.
		expect(typeIn('We built an interface called TideLink for gauges.', 'TideLink')).toBe('method');
		expect(typeIn('A fast gauge accelerator named TIDE was built.', 'TIDE')).toBe('method');
		// Near a name but not in apposition, a common noun says nothing ("policy" is everywhere).
		expect(typeIn('We propose TideKit. The policy is trained offline.', 'TideKit')).toBe('other');
	});

	it('reads the kind a naming verb gives, then the kind noun that ends the phrase after the name', () => {
		expect(typeIn('We propose a tidal graph network (TGN2) model for storm surges.', 'TGN2')).toBe(
			'model'
		);
		expect(typeIn('We release Kite (Kinetic Event) dataset of storms.', 'Kite')).toBe('benchmark');
		// A modifier ("model-based") or a compound ("training splits") is no kind noun.
		expect(
			typeIn('We introduce a new dataset called Kite (Kinetic Event) training splits.', 'Kite')
		).toBe('benchmark');
		expect(
			typeIn(
				'We present a novel algorithm called Kite (Kinetic Eval) model-based planning.',
				'Kite'
			)
		).toBe('method');
	});

	it("reads head nouns of the name's own sentence, else of the next one that opens with it", () => {
		expect(
			typeIn(
				'It fails in signal-free environments. We introduce SteerNet, a scheduler.',
				'SteerNet'
			)
		).toBe('method');
		expect(typeIn('Roads jam in dense environments. We introduce Kite.', 'Kite')).toBe('other');
		expect(typeIn('We introduce Kite. Kite is a decomposition approach.', 'Kite')).toBe('method');
		expect(typeIn('We introduce Kite. It is trained on a new benchmark.', 'Kite')).toBe('other');
		// A next sentence about something else says nothing.
		expect(typeIn('We introduce Kite. Many benchmarks exist.', 'Kite')).toBe('other');
	});

	it('reads a name of words by its last word, and no other head noun inside it', () => {
		expect(typeIn('Half-Layered Neural Networks', 'Half-Layered Neural Networks')).toBe('method');
		expect(typeIn('Sparse Mixture Model', 'Sparse Mixture Model')).toBe('model');
		expect(typeIn('We first build a Dataset Curator Kit for maps.', 'Dataset Curator Kit')).toBe(
			'other'
		);
	});

	it('reads the apposition after a long form in brackets, and one in brackets itself', () => {
		expect(
			typeIn(
				'We propose QS-Adam (Quantized Sparse Adam Variant With Momentum Update Rules), an efficient, robust and simple gradient communication compression algorithm for training.',
				'QS-Adam'
			)
		).toBe('method');
		expect(
			typeIn('We propose a quantizer, named SimTok (a Simple Token Coding framework).', 'SimTok')
		).toBe('method');
	});

	it('reads a long form ending in a framework, system or solver as a method', () => {
		expect(typeOfName('ZKL', 'We present ZKL.', 11, 'Zero-Knowledge Location System')).toBe(
			'method'
		);
		expect(typeOfName('NFS', 'We present NFS.', 11, 'Neural Fluid Solver')).toBe('method');
	});

	it('reads a long form ending in a process noun as a method, and one ending in an exam as a benchmark', () => {
		const typed = (longForm: string, acronym: string) => {
			const sentence = `We introduce ${longForm} (${acronym}) for surges.`;
			return typeOfName(acronym, sentence, sentence.indexOf(`(${acronym}`) + 1, longForm);
		};
		expect(typed('Intent Factored Generation', 'IFG')).toBe('method');
		expect(typed('Forward Target Propagation', 'FTP')).toBe('method');
		expect(typed('Adaptive Core Selection', 'ACS')).toBe('method');
		expect(typed("Harbour's Last Tide Exam", 'HLTE')).toBe('benchmark');
		// An apposition says first: a benchmark of a process is a benchmark.
		const sentence = 'We introduce Long-Form Tide Generation (LFTG), a new benchmark for gauges.';
		expect(
			typeOfName('LFTG', sentence, sentence.indexOf('LFTG'), 'Long-Form Tide Generation')
		).toBe('benchmark');
		// Whole words only: "Diffusion" is no "Fusion".
		expect(typed('Equivariant Tidal Diffusion', 'ETD')).toBe('other');
		expect(typeOfTitleName('TideMerge', 'Consensus-Aware Localized Merging for Gauges')).toBe(
			'method'
		);
	});

	it('reads attacks, defenses, optimizers and metrics as methods', () => {
		expect(typeIn('We present Ghost, a clean-label backdoor attack.', 'Ghost')).toBe('method');
		expect(typeIn('We propose a novel disentanglement metric Lsep.', 'Lsep')).toBe('method');
	});
});

describe('typeApposedTo and typeNamedNextTo', () => {
	it('read only what the words next to a name call it', () => {
		const apposed = (sentence: string, name: string) =>
			typeApposedTo(name, sentence, sentence.indexOf(name));
		expect(apposed('We present TideSet, a comprehensive benchmark for surges.', 'TideSet')).toBe(
			'benchmark'
		);
		// A collective noun is what it collects.
		expect(
			apposed(
				'We introduce TideLM, a suite of multimodal large language models built on it.',
				'TideLM'
			)
		).toBe('model');
		expect(apposed('We release TideKit, a suite of benchmarks for agents.', 'TideKit')).toBe(
			'benchmark'
		);
		expect(apposed('We release TideKit, a benchmark suite of ten tasks.', 'TideKit')).toBe(
			'benchmark'
		);
		// A collective a data word makes data stays data, whatever it collects.
		expect(apposed('We release TideKit, a benchmark suite of LLM agents.', 'TideKit')).toBe(
			'benchmark'
		);
		expect(
			apposed('We release TideKit, an evaluation suite of open language models.', 'TideKit')
		).toBe('benchmark');
		expect(apposed('We propose TideLM for surges.', 'TideLM')).toBeUndefined();
		const named = 'We curate a new dataset called TideSet for surges.';
		expect(typeNamedNextTo('TideSet', named, named.indexOf('TideSet'))).toBe('benchmark');
	});
});

describe('the kind a naming word gives', () => {
	it('is the head before a prepositional phrase of bare words, not a word inside it', () => {
		expect(
			typeIn('We propose a novel attack method on LRMs termed TideAttack to stall.', 'TideAttack')
		).toBe('method');
		expect(
			typeIn('We show the grammar with an interface called TideLink that helps.', 'TideLink')
		).toBe('method');
		expect(
			typeIn('We build a benchmark for LLM agents called TideArena2 here.', 'TideArena2')
		).toBe('benchmark');
	});
});

describe('model as a head noun', () => {
	it('is no head as a verb or as a word that modifies another', () => {
		expect(typeOfTitleName('Tide-Reg', 'Adaptive Model Complexity through Gradients')).toBe(
			'method'
		);
		expect(typeOfTitleName('Tide-Reg', 'Adaptive Language Models for Surges')).toBe('model');
		expect(
			typeIn('We introduce TideCA, which refines automata to model sparse imaging data.', 'TideCA')
		).not.toBe('model');
	});
});

describe('titleTyping', () => {
	it("says when only the name's shape guessed its type", () => {
		expect(titleTyping('Tide-MLLM', 'Harnessing Multimodal LLMs for Surges')).toEqual({
			typed: 'model',
			typeGuessed: true
		});
		expect(titleTyping('Tide-MLLM', 'A Benchmark for Surges')).toEqual({
			typed: 'benchmark',
			typeGuessed: false
		});
		expect(titleTyping('TideBench', 'Harnessing LLMs for Surges').typeGuessed).toBe(false);
	});
});

describe('typeOfTitleName', () => {
	it('reads a subtitle that benchmarks, after another verb or not, as a benchmark', () => {
		expect(typeOfTitleName('CodeLoop', 'Benchmarking Agents on Repositories')).toBe('benchmark');
		expect(typeOfTitleName('CodeLoop', 'Standardizing and Benchmarking Coding Agents')).toBe(
			'benchmark'
		);
		expect(typeOfTitleName('CodeLoop', 'Standardizing Code Review')).toBe('method');
	});

	it('reads a subtitle over the suffix a name leans to, and a subtitle that says what the name does as a method', () => {
		expect(typeOfTitleName('TideLLM', 'A Framework for Selecting Storm Models')).toBe('method');
		expect(typeOfTitleName('Tide-LLM', 'A Developmental Benchmark for Storm Safety')).toBe(
			'benchmark'
		);
		// "Fine-tuning … Model via …" acts on a model: the name is a method.
		expect(typeOfTitleName('TGRPO', 'Fine-tuning Vision-Language-Action Model via Groups')).toBe(
			'method'
		);
		expect(typeOfTitleName('TideGPT', 'Leveraging LLMs for Surge Forecasts')).toBe('model');
		// "Reasoning Large Language Model" is a kind of model.
		expect(typeOfTitleName('DeepTide', 'Reasoning Large Language Model for Surges')).toBe('model');
		expect(typeOfTitleName('Tide-R1', 'Storm Forecasting with Reinforcement Learning')).toBe(
			'model'
		);
	});

	it('reads a model a subtitle builds, and a method where the subtitle uses one or is a sentence', () => {
		expect(
			typeOfTitleName('OpenChat', 'Advancing Open-source Language Models with Mixed-Quality Data')
		).toBe('model');
		expect(
			typeOfTitleName(
				'MAmmoTH',
				'Building Math Generalist Models through Hybrid Instruction Tuning'
			)
		).toBe('model');
		// Mixing datasets is a method; building one makes a dataset.
		expect(typeOfTitleName('TideMix', 'Mixing Datasets for Surge Forecasting')).toBe('method');
		expect(typeOfTitleName('TideSet2', 'Building a Dataset for Surge Forecasting')).toBe(
			'benchmark'
		);
		// Doing something to a model is no model ("Improving", "Enhancing", "Training … to Reason").
		expect(typeOfTitleName('SafeTide', 'Improving VLM Safety with Minimal Reasoning')).toBe(
			'method'
		);
		expect(typeOfTitleName('TideSSL', 'Enhancing Self-Supervised Models with Mixtures')).toBe(
			'method'
		);
		expect(typeOfTitleName('TideLM', 'When Small Models Meet Big Data')).toBe('model');
		expect(
			typeOfTitleName('SmartGuard', 'Leveraging Large Language Models for Network Attack Detection')
		).toBe('method');
		expect(typeOfTitleName('SPIKE-RL', 'Video-LLMs meet Bayesian Surprise')).toBe('method');
	});

	it('reads what the subtitle names before its first preposition', () => {
		expect(
			typeOfTitleName('HERMES', 'Hierarchical Recursive Clustering Using LLMs for Summaries')
		).toBe('method');
		expect(typeOfTitleName('PlanDB', 'A Dataset of Plans for Household Robots')).toBe('benchmark');
		expect(typeOfTitleName('TrackNet', 'Recurrent Attention Network for Tracking')).toBe('method');
		expect(typeOfTitleName('Kite', 'Large Language Models as Planners')).toBe('model');
	});

	it('reads what the making verb of the sentence makes, however far before the name', () => {
		expect(
			typeIn(
				'We introduce a novel approach based on genetic programming to encode multi-branch connections within deep networks, referred to as NeuroGP-X.',
				'NeuroGP-X'
			)
		).toBe('method');
		expect(
			typeIn(
				'We release a large collection of annotated clinical notes from many hospitals and departments, which we refer to as ClinNotes.',
				'ClinNotes'
			)
		).toBe('benchmark');
		// Nothing made in the sentence: no type from a head far away.
		expect(
			typeIn(
				'Many approaches have been tried on genetic programming for encoding multi-branch links in deep nets over the years, for instance NeuroGP-X.',
				'NeuroGP-X'
			)
		).toBe('other');
	});

	it("lets the name's own shape and a family of models decide first; else a method", () => {
		expect(typeOfTitleName('Plan-Bench', 'Evaluating Planning in Agents')).toBe('benchmark');
		expect(typeOfTitleName('Flow Benchmark', 'Realistic Evaluation of Detectors')).toBe(
			'benchmark'
		);
		expect(typeOfTitleName('Orca', 'A Family of Open Reasoning Models')).toBe('model');
		expect(typeOfTitleName('Wisp', 'Towards Safer Robots in Homes')).toBe('method');
	});

	it('reads the head that ends the subtitle phrase, and the first of two things it names', () => {
		expect(typeOfTitleName('Anvil', 'An LLM-driven Framework for Contract Audits')).toBe('method');
		expect(typeOfTitleName('Vane', 'A Transformer-based Solver for Fluids')).toBe('method');
		expect(typeOfTitleName('Loom', 'A Benchmark Dataset and Agent Framework for Stance')).toBe(
			'benchmark'
		);
		expect(typeOfTitleName('Loom', 'Unified Benchmarking of Stance Detectors')).toBe('benchmark');
		// With no head as the last word, the head that ends last says (not the first in list order).
		expect(typeOfTitleName('Loom', 'An Arena Planner LLM Harness')).toBe('model');
	});

	it('reads a subtitle that benchmarks something as a benchmark', () => {
		expect(typeOfTitleName('DockBench', 'Benchmarking Drug Design with Tasks')).toBe('benchmark');
		expect(typeOfTitleName('Docker', 'Benchmarking Drug Design with Tasks')).toBe('benchmark');
	});
});
