import { describe, expect, it } from 'vitest';
import { extractProposed } from '../../../etl/extract/proposed.ts';
import { nothingKnown } from './name-knowledge.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { extract } from '../bundled-vocabulary.ts';

const coin = (title: string, abstract: string, knowledge = nothingKnown) =>
	extractProposed(sourcesOf(title, abstract), knowledge);

describe('extractProposed', () => {
	it('takes a title prefix before a colon, but not a genre label', () => {
		expect(coin('ArenaRL: Ranking agents', 'x').proposed).toEqual(['ArenaRL']);
		expect(coin('Ark: An open framework', 'x').proposed).toEqual(['Ark']);
		expect(coin('Position: RL needs better baselines', 'x').proposed).toEqual([]);
		expect(coin('Agent-R1 Lite: small agents', 'x').proposed).toEqual(['Agent-R1 Lite']);
	});

	it('reads names introduced by a verb, a naming word or an apposition', () => {
		expect(coin('T', 'We propose SwiftPO, which clips ratios per token.').proposed).toEqual([
			'SwiftPO'
		]);
		expect(coin('T', 'We train a policy, dubbed Kite, on sparse rewards.').proposed).toEqual([
			'Kite'
		]);
		expect(coin('T', 'Our framework, TreeRL, grows a search tree.').proposed).toEqual(['TreeRL']);
		expect(
			coin('T', 'PlanGym, a new benchmark for planning agents, is released.').proposed
		).toEqual(['PlanGym']);
	});

	it('reads the name a made thing is given in apposition after more making verbs', () => {
		expect(
			coin('T', 'We implement and release a modular toolkit, TideKit. It runs fast.').proposed
		).toEqual(['TideKit']);
		expect(
			coin('T', 'We mix both sources to pretrain a graph-based model, ReactNet. It is accurate.')
				.proposed
		).toEqual(['ReactNet']);
		expect(
			coin(
				'T',
				'We integrate these parts into an open-source agent, FixPilot. It solves 40% of issues.'
			).proposed
		).toEqual(['FixPilot']);
		expect(coin('T', 'We put forth TideQ, an algorithm for tidal planning.').proposed).toEqual([
			'TideQ'
		]);
		// What a sentence uses is no made thing: "leverages", "compare with", a model it trains
		// or an existing one it extends.
		expect(coin('T', 'We pretrain a language model, TideLM-2, on the corpus.').proposed).toEqual(
			[]
		);
		expect(
			coin('T', 'We integrate LoRA into a pretrained model, Tide-7B, for efficiency.').proposed
		).toEqual([]);
		expect(
			coin('T', 'We present a scheme that leverages a hybrid model, TideGCM.').proposed
		).toEqual([]);
		expect(coin('T', 'We compare it with an adaptive solver, FI-Tide. It loses.').proposed).toEqual(
			[]
		);
	});

	it('reads a name that a colon introduces after its kind noun', () => {
		expect(
			coin('T', 'We propose a novel framework: Tiered Listwise PO, which ranks many answers.')
				.proposed
		).toEqual(['Tiered Listwise PO']);
		expect(coin('T', 'Our benchmark: GridQuest holds 300 tasks.').proposed).toEqual(['GridQuest']);
		// A colon that opens a description names nothing.
		expect(coin('T', 'We propose a novel framework: it ranks many answers.').proposed).toEqual([]);
	});

	it('reads common capitals as a name when an indefinite apposition says what it is', () => {
		const knowledge = nothingKnown;
		expect(
			coin('T', 'We present Agent Lightning, a flexible framework for agents.', knowledge).proposed
		).toEqual(['Agent Lightning']);
		expect(
			coin(
				'Agent Lightning: Train Any Agent',
				'We present Agent Lightning, a framework.',
				knowledge
			).proposed
		).toEqual(['Agent Lightning']);
		// A field named before a preposition, or common capitals alone, name nothing.
		expect(coin('T', 'We present Reinforcement Learning for agents.', knowledge).proposed).toEqual(
			[]
		);
		expect(coin('Data Agents: A Survey', 'We survey agents.', knowledge).proposed).toEqual([]);
	});

	it('reads an acronym in brackets right after a new kind noun, unless it spells a term', () => {
		expect(coin('T', 'We give a new algorithm (GLOW) that explores.').proposed).toEqual(['GLOW']);
		expect(
			coin('T', 'A new algebraic multigrid method (AMG) is presented for the system.').proposed
		).toEqual([]);
		expect(coin('T', 'We use a new policy estimator (PE) for evaluation.').proposed).toEqual([]);
	});

	it('names the phrase the abstract proposes as the title writes it', () => {
		expect(
			coin('Trajectory Advantage Regression', 'We propose trajectory advantage regression.')
				.proposed
		).toEqual(['Trajectory Advantage Regression']);
	});

	it('reads a name given by "referred to as", and a title prefix that ends in a named kind', () => {
		expect(coin('T', 'These steps form an algorithm referred to as FedKit.').proposed).toEqual([
			'FedKit'
		]);
		expect(coin('T', 'We modify LIME, which we refer to as DL-LIME, for radar.').proposed).toEqual([
			'DL-LIME'
		]);
		expect(
			coin('Booster Gym: A Framework for Humanoids', 'We present a framework.').proposed
		).toEqual(['Booster Gym']);
		// Common capitals before the kind are no name.
		expect(coin('Towards Gym: Notes', 'We discuss.').proposed).toEqual([]);
	});

	it('reads a title prefix of an adjective and a field acronym as a topic', () => {
		expect(coin('Agentic RL: A Survey', 'We review agentic RL.').proposed).toEqual([]);
		expect(coin('Trustworthy AI: Challenges and Opportunities', 'We discuss.').proposed).toEqual(
			[]
		);
	});

	it('reads the name of what the paper sets out to design', () => {
		expect(
			coin(
				'T',
				'We combine two ideas to design a low-switching policy optimization algorithm, LPO, with guarantees.'
			).proposed
		).toEqual(['LPO']);
	});

	it('keeps a defined acronym with its long form, and not a term the text only defines', () => {
		const r = coin('T', 'We introduce Stepwise Progress Attribution (SPA) for long tasks.');
		expect(r.proposed).toEqual(['SPA']);
		expect(r.coined[0]).toMatchObject({ name: 'SPA', long_form: 'Stepwise Progress Attribution' });
		// Spelled out in brackets after the name.
		expect(
			coin('T', 'We propose RATTPO (Reward-Agnostic Test-Time Prompt Optimization), a method.')
				.coined[0]
		).toMatchObject({ name: 'RATTPO', long_form: 'Reward-Agnostic Test-Time Prompt Optimization' });
		// A quoted long form is kept without its quote marks.
		expect(
			coin('T', 'We develop the new "Shared-Grid Rollouts" (SGR) construction method for agents.')
				.coined[0]
		).toMatchObject({ name: 'SGR', long_form: 'Shared-Grid Rollouts' });
		expect(
			coin('T', 'We introduce “Lattice Policy Search” (LPS), which plans over lattices.').coined[0]
		).toMatchObject({ name: 'LPS', long_form: 'Lattice Policy Search' });
		expect(
			coin('T', 'We propose a controller coupled with large-eddy simulation (LES) of the flow.')
				.proposed
		).toEqual([]);
		expect(
			coin('T', 'We propose a novel Federated Learning (FL) framework for clinics.').proposed
		).toEqual([]);
		expect(coin('T', 'We propose the Guess-Think-Answer (GTA) framework.').proposed).toEqual([
			'GTA'
		]);
		// A name-cased long form may leave words out of its acronym: the acronym is the name, not
		// the long form's first word.
		expect(
			coin('T', 'We introduce Q-Weighted Sparse Tree Search (QSS), which prunes early.').proposed
		).toEqual(['QSS']);
		expect(
			coin(
				'T',
				'We present the Layered Cross-Domain Memory Aggregation (L-CDMAG) approach for agents.'
			).proposed
		).toEqual(['L-CDMAG']);
	});

	it('coins a vocabulary name in the paper whose title names it, its acronym in brackets or set off by commas', () => {
		const knows = {
			...nothingKnown,
			isKnown: (n: string) => n === 'HNS' || n === 'HCPS',
			isAliasOf: (l: string, n: string) =>
				(l === 'Harbor Nash Stacking' && n === 'HNS') ||
				(l === 'Harbor Crane Policy Stacking' && n === 'HCPS')
		};
		expect(
			coin(
				'Harbor Nash Stacking: Ports',
				'We introduce Harbor Nash Stacking (HNS), a provable algorithm for ports.',
				knows
			).proposed
		).toEqual(['HNS']);
		expect(
			coin(
				'Harbor Crane Policy Stacking',
				'We introduce Harbor Crane Policy Stacking, HCPS, an algorithmic framework.',
				knows
			).proposed
		).toContain('HCPS');
		// A tutorial that presents it, or a paper that only uses it: established.
		expect(
			coin(
				'A Tutorial on Ports',
				'This tutorial introduces Harbor Nash Stacking (HNS), a provable algorithm, to readers.',
				knows
			).proposed
		).toEqual([]);
		expect(
			coin('T', 'We build on Harbor Nash Stacking (HNS) and apply it to ports.', knows).proposed
		).toEqual([]);
	});

	it('coins a vocabulary acronym presented with its long form in brackets, where its title names it', () => {
		const knows = {
			...nothingKnown,
			isKnown: (n: string) => n === 'KITE',
			isAliasOf: (l: string, n: string) =>
				l === 'Keeping Inputs Tethered to Experts' && n === 'KITE'
		};
		// The bracket between the name and the apposition that presents it does not hide it.
		expect(
			coin(
				'Keeping Inputs Tethered to Experts',
				'We introduce KITE (Keeping Inputs Tethered to Experts), a framework that docks ships.',
				knows
			).proposed
		).toEqual(['KITE']);
		// Presented under another title, it is a known method explained (a tutorial, a survey).
		expect(
			coin(
				'Docking in fog',
				'We introduce KITE (Keeping Inputs Tethered to Experts), a framework that docks ships.',
				knows
			).proposed
		).toEqual([]);
		// A citation in brackets is no long form: the apposition describes the cited method.
		expect(
			coin(
				'Keeping Inputs Tethered to Experts',
				'We introduce KITE (Smith et al., 2020), a strong baseline, and improve on it.',
				knows
			).proposed
		).toEqual([]);
	});

	it('reads a name that a dash sets off as a comma would, quoting the sentence as written', () => {
		const found = coin('T', 'We derive Kestrel -- a new class of docking algorithms. It works.');
		expect(found.proposed).toEqual(['Kestrel']);
		expect(found.mentions[0]).toMatchObject({ start: 10, end: 17 });
		expect(found.coined[0].evidence).toBe(
			'We derive Kestrel -- a new class of docking algorithms.'
		);
		expect(coin('T', 'We propose Heron—an agent that docks ships.').proposed).toEqual(['Heron']);
	});

	it('reads a quoted name that an apposition presents, placed where it is written', () => {
		const found = coin('T', `Here we build \`\`Harbor Stack,'' a toolkit for ports.`);
		expect(found.proposed).toEqual(['Harbor Stack']);
		expect(found.mentions[0]).toMatchObject({ start: 16, end: 28 });
		// A name that runs into its quotes spans them where it is written.
		const abstract = 'We construct the Dock R1T "Chimera", a 6B open model for ports.';
		const straddling = coin('T', abstract);
		expect(straddling.proposed).toEqual(['Dock R1T Chimera']);
		const { start, end } = straddling.mentions[0];
		expect(abstract.slice(start, end)).toBe('Dock R1T "Chimera');
	});

	it('reads "and thus propose" as the paper\'s own voice', () => {
		expect(
			coin('T', 'We find cranes idle and thus propose Harbor Crane Stacking (HCS). It works.')
				.proposed
		).toEqual(['HCS']);
	});

	it('names a stylized acronym by its capitals, not by the first word of its long form', () => {
		expect(
			coin(
				'T',
				'We propose Harbor-REstacKed cranes with ample lanes (HREKL), a framework for ports.'
			).proposed
		).toEqual(['HREKL']);
		// A clause mark between the word and the bracket, or an acronym of other letters: no.
		expect(
			coin('T', 'We propose HArbor-Flow, and then cranes (HARAS) for ports.').proposed
		).toEqual(['HArbor-Flow']);
	});

	it('reads "we refer to the result as X (ACR)", not a phenomenon the paper names', () => {
		expect(
			coin('T', 'We refer to the immediate result as Learnt Harbor Stacking (LHS).').proposed
		).toEqual(['LHS']);
		expect(coin('T', 'We refer to this phenomenon as Harbor-Overload (HOL).').proposed).toEqual([]);
	});

	it('names no failure mode the paper observes after "we refer to"', () => {
		expect(
			coin('T', 'We refer to this failure mode as Harbor-Collapse Drift (HCD).').proposed
		).toEqual([]);
	});

	it('reads no stylized acronym whose letters its long form does not hold', () => {
		expect(
			coin('T', 'We propose Harbor-REstacKed cranes with ample lanes (HQZXW), a framework.')
				.proposed
		).not.toContain('HQZXW');
	});

	it('keeps a superscript written right after a name', () => {
		expect(
			coin('Harb-R$^3$: Stacking Boxes', 'We propose Harb-R$^3$, a framework.').proposed
		).toEqual(['Harb-R^3']);
	});

	it('reads a name glued to a superscript whole, once, in the spelling written plain', () => {
		// The superscript inside a name: the whole name, not its part before or after it.
		expect(coin('T', 'We introduce QX$^2$Dock, a benchmark for docking boats.').proposed).toEqual([
			'QX^2Dock'
		]);
		expect(
			coin('T', 'This paper introduces W$^3$-BoatBench, a benchmark of 500 boats.').proposed
		).toEqual(['W^3-BoatBench']);
		// Title and abstract spell it with and without the superscript: one name, the plain one.
		expect(
			coin('QX$^2$Dock: Docking Boats', 'To this end, we introduce QX2Dock, a benchmark.').proposed
		).toEqual(['QX2Dock']);
		expect(
			coin('K$^2$Sail: Sailing', 'We propose K$^2$Sail, a framework. K$^2$Sail sails.').proposed
		).toEqual(['K^2Sail']);
		// ("S$^2$WNG-NETs" of the title is the plural of the abstract's "S$^2$WNG-NET".)
		expect(
			coin('S$^2$WNG-NETs: Small Wings', 'We propose S$^2$WNG-NET, a small model for wings.')
				.proposed
		).toEqual(['S^2WNG-NET']);
	});

	it("spells a name read in lower case and in the title with the title's capitals", () => {
		expect(
			coin('Berth Shields', 'We introduce berth shields, a novel approach for ports.').proposed
		).toEqual(['Berth Shields']);
	});

	it('keeps "Dr." in front of a name, and ends no clause at its period', () => {
		const r = coin(
			'T',
			'We collect data. Building on it, we propose Dr. HARB, a pipeline which stacks boxes.'
		);
		expect(r.proposed).toEqual(['Dr. HARB']);
	});

	it('reads a spelled-out acronym in apposition, a lower-case object and a third-person verb', () => {
		expect(
			coin('T', 'We build on Credit Assignment with Value Estimates (CAVE), a novel approach.')
				.proposed
		).toEqual(['CAVE']);
		expect(
			coin('T', 'We propose a novel algorithm, iterative mirror policy search (IMPS).').proposed
		).toEqual(['IMPS']);
		expect(
			coin('T', 'The framework introduces Group Relative Query Sampling (GRQS) for detectors.')
				.proposed
		).toEqual(['GRQS']);
	});

	it('does not coin a term the text spells out in lower case', () => {
		expect(
			coin('T', 'We present a Kalman filter (KF) formulation for mass estimation.').proposed
		).toEqual([]);
		expect(
			coin('T', 'We further propose a maximum likelihood estimation (MLE) step.').proposed
		).toEqual([]);
		expect(
			coin('T', 'Self-Supervised Learning (SSL), a popular paradigm, is surveyed.').proposed
		).toEqual([]);
	});

	it("coins a spelled-out acronym that is the verb's own object, bare or new", () => {
		expect(
			coin('T', 'We propose regularized policy gradient (RPG), which unifies KL estimators.')
				.proposed
		).toEqual(['RPG']);
		expect(
			coin('T', 'We introduce a new time-constrained robust MDP (TC-RMDP) formulation here.')
				.proposed
		).toEqual(['TC-RMDP']);
		// However far its acronym stands from the verb.
		expect(
			coin(
				'T',
				'We propose Distributionally Robust Regularized Policy Optimization algorithm (DR-RPO), a model-free online policy optimization method.'
			).proposed
		).toEqual(['DR-RPO']);
	});

	it('does not coin a two-word term, a modifier or a plural kind that a verb introduces', () => {
		expect(
			coin('T', 'We introduce automatic differentiation (AD) in the solver.').proposed
		).toEqual([]);
		expect(
			coin('T', 'We propose a novel digital twin (DT)-assisted offline approach.').proposed
		).toEqual([]);
		expect(
			coin('T', 'It works by introducing local parameter servers (LPSs) per region.').proposed
		).toEqual([]);
		// Set off by a dash after what the verb makes.
		expect(
			coin(
				'T',
				'We introduce a unified approach to online RLHF -- value-incentivized preference optimization (VPO) -- which regularizes it.'
			).proposed
		).toEqual(['VPO']);
		// What a relative clause names, the thing made uses.
		expect(
			coin(
				'T',
				'We introduce a novel framework that integrates Semantic Digital Twins (SDTs) with LLMs.'
			).proposed
		).toEqual([]);
		expect(
			coin('T', 'We then propose Hermes, which leverages PDGraph for serving.').proposed
		).toEqual(['Hermes']);
		// Only a making verb makes its object: "referred to as" names someone else's problem.
		expect(
			coin(
				'T',
				'We study a problem, referred to as n-agent ad hoc teamwork (NAHT), where agents join.'
			).proposed
		).toEqual([]);
	});

	it('coins a lower-case long form that a making verb presents as its own, set off after its kind or "as a" solution', () => {
		expect(
			coin(
				'T',
				'We propose a simple yet effective approach, tide history filtering (THF), to enhance gauges.'
			).proposed
		).toEqual(['THF']);
		expect(
			coin('T', 'We present a functional tide encoding (FTE) as a general, scalable solution.')
				.proposed
		).toEqual(['FTE']);
		// A short term, or one a proposal only uses, is no coinage however it is presented.
		for (const abstract of [
			'We introduce optimal transport (OT) as a regularizer for gauges.',
			'We propose to treat the surge gauge graph (SGG) as a Markov random field.',
			'We propose employing a sparse gating network (SGN) as a router for experts.'
		])
			expect(coin('T', abstract).proposed, abstract).toEqual([]);
		// Used, not made: a term however it is presented.
		expect(
			coin('T', 'We use a functional tide encoding (FTE) as a general, scalable solution.').proposed
		).toEqual([]);
	});

	it('coins nothing a proposal only uses ("we propose adopting …"), and keeps a star inside a name', () => {
		expect(
			coin('T', 'We therefore propose adopting best practices from TideML, such as seeds.').proposed
		).toEqual([]);
		expect(
			coin('T', 'We propose utilizing the Tide Number System (TNS) for gauges.').proposed
		).toEqual([]);
		expect(coin('T', 'In this paper, we propose A*-TO, a novel tide optimizer.').proposed).toEqual([
			'A*-TO'
		]);
	});

	it('reads a version written "v2" after a name as part of it, in the title and the abstract alike', () => {
		expect(
			coin('TideNet v2: Faster Surge Forecasting', 'We present TideNet v2, which forecasts surges.')
				.proposed
		).toEqual(['TideNet v2']);
	});

	it('coins a new kind of thing the paper makes, named in plain lower-case words', () => {
		expect(
			coin(
				'T',
				'The framework introduces an innovative concept called refresh tiding, designed for gauges.'
			).proposed
		).toEqual(['refresh tiding']);
		expect(coin('T', 'We propose a new sketching method called the median tide.').proposed).toEqual(
			['median tide']
		);
		expect(
			coin('T', 'We propose a new method called tidal smoothing, which steadies gauges.').proposed
		).toEqual(['tidal smoothing']);
		for (const abstract of [
			// Nothing new, a verb, a lone word, or not the paper's own.
			'Gauges suffer from a phenomenon called reward hacking, which hurts.',
			'We design a new procedure called repeatedly until convergence, which refines the mask.',
			'Our agent relies on a new module called only when needed, which saves compute.',
			'We study a novel mechanism called attention, as used in transformers.',
			'Recently, a novel paradigm called test-time tiding, which scales compute, drew attention.',
			'Recently, a new paradigm called instruction tiding has emerged, which aligns models.'
		])
			expect(coin('T', abstract).proposed, abstract).toEqual([]);
		// "A new type of" an existing thing defines no new name.
		expect(
			coin('T', 'We propose a new type of Physics-Informed Tide Networks (PITNs) with weights.')
				.proposed
		).toEqual([]);
	});

	it('reads an introducing verb in the past tense ("we developed", "we designed")', () => {
		expect(
			coin('T', 'We developed TideGrab, a memory-efficient model for gauges.').proposed
		).toEqual(['TideGrab']);
		expect(
			coin('T', 'To demonstrate it, we designed Stream TaQ, an open-source Python framework.')
				.proposed
		).toEqual(['Stream TaQ']);
	});

	it('does not coin a name the text uses as a modifier', () => {
		expect(coin('T', 'We present an XGBoost model for churn.').proposed).toEqual([]);
	});

	it('coins nothing where a name modifies a common noun: the object is described, not named', () => {
		for (const abstract of [
			'This survey presents an assessment of the HPC landscape across harbours.',
			'This work presents the first embedded FPGA accelerator for tide gauges.',
			'We propose representing JavaScript programs as graphs.',
			'We introduce a novel conversational MR interface that combines speech and gestures.',
			// Nor a name further on, which the described thing uses.
			'We propose a FL implementation of a surge Intrusion Detection System (IDS) for ports.'
		])
			expect(coin('T', abstract).proposed, abstract).toEqual([]);
		// A name that goes on with the clause, that names its kind or is set off after the
		// description is still coined.
		expect(coin('T', 'Our model TideVP achieves parity with RL at lower cost.').proposed).toEqual([
			'TideVP'
		]);
		expect(coin('T', 'Our benchmark: TideQuest holds 300 tasks.').proposed).toEqual(['TideQuest']);
		expect(coin('T', 'We propose TideVP consistently beating the baselines.').proposed).toEqual([
			'TideVP'
		]);
		expect(coin('T', 'We present the TideNet framework for surge prediction.').proposed).toEqual([
			'TideNet'
		]);
		expect(coin('T', 'We present the TideFall dataset, collected at sea.').proposed).toEqual([
			'TideFall'
		]);
		for (const [abstract, name] of [
			['Our model TideVP reduces memory by 40% on long tides.', 'TideVP'],
			['Our method TideVP scales linearly with gauge count.', 'TideVP'],
			['We introduce TideNet capable of forecasting surges.', 'TideNet'],
			['We propose TideNet wherein gauges vote.', 'TideNet'],
			['We release a GUI dataset TideGUI of 10k screenshots.', 'TideGUI'],
			['We introduce SurgeFormer alongside a new dataset.', 'SurgeFormer'],
			['We present the TidePy package for gauge analysis.', 'TidePy']
		])
			expect(coin('T', abstract).proposed, abstract).toEqual([name]);
		expect(
			coin('T', 'We propose a surge forecasting system, TideNet, for ports.').proposed
		).toEqual(['TideNet']);
	});

	it('types what it coins from shape, long form and defining words', () => {
		const types = (abstract: string) =>
			Object.fromEntries(coin('T', abstract).coined.map((c) => [c.name, c.type]));
		expect(types('We introduce CodeArena, which ranks coding agents.')).toEqual({
			CodeArena: 'benchmark'
		});
		expect(types('We propose Group Token Policy Optimization (GTPO).')).toEqual({ GTPO: 'method' });
		expect(types('We release Orca-R1, a family of reasoning models.')).toEqual({
			'Orca-R1': 'model'
		});
		expect(types('We present HardMathQA, a dataset of olympiad problems.')).toEqual({
			HardMathQA: 'benchmark'
		});
	});

	it('leaves blocked names out of what the corpus learns, but still lists them', () => {
		const r = coin('T', 'We propose SwiftPO, which clips ratios.', {
			...nothingKnown,
			isBlocked: (n) => n === 'SwiftPO'
		});
		expect(r.proposed).toEqual(['SwiftPO']);
		expect(r.coined).toEqual([]);
	});

	it('reads a variant named in the paper\'s voice, "motivates us to" included', () => {
		expect(
			coin(
				'T',
				'This motivates us to filter samples, resulting in Policy Filtration for Proximal Policy Optimization (PF-PPO). It works.',
				{ ...nothingKnown, isKnown: (n: string) => n === 'PPO' }
			).proposed
		).toEqual(['PF-PPO']);
		// Being reminded of someone's method is no voice of one's own.
		expect(
			coin('T', 'These results remind us that Length-Controlled DPO (LC-DPO) remains strong.', {
				...nothingKnown,
				isKnown: (n: string) => n === 'DPO'
			}).proposed
		).toEqual([]);
	});

	it('keeps the name a relative clause names or presents as new, and no problem set off by a dash', () => {
		expect(
			coin('T', 'We propose a method which is called FooNet that improves efficiency.').proposed
		).toEqual(['FooNet']);
		expect(
			coin(
				'T',
				'We develop a pipeline which automatically constructs MathCurriculum-10K, a new dataset of problems.'
			).proposed
		).toEqual(['MathCurriculum-10K']);
		expect(
			coin(
				'T',
				'We propose a new planner for a classic problem in robotics -- multi-agent path finding (MAPF) -- that scales.'
			).proposed
		).toEqual([]);
		// An example list after an introducing verb names others' methods.
		expect(
			coin(
				'T',
				'We present a comparison of offline-to-online methods, e.g. Calibrated Q-Learning (Cal-QL) and Reward-Weighted Regression (RWR).'
			).proposed
		).toEqual([]);
	});

	it('reads capitalised words in apposition after a new kind noun as its name', () => {
		const abstract = 'We propose a novel session ranking model, Lantern Tide, which mixes periods.';
		expect(coin('Ranking sessions', abstract).proposed).toEqual(['Lantern Tide']);
		// A stop capital or a known term is no name.
		expect(
			coin('Ranking sessions', 'We propose a new model, Deep Tide, which mixes.').proposed
		).toEqual([]);
		// Capitalised parts of one hyphenated word too, though alone they read as a compound…
		expect(
			coin('Repairs', 'We release an open-source agent, Tide-Fixer. It repairs queries.').proposed
		).toEqual(['Tide-Fixer']);
		expect(coin('Repairs', 'We release an open-source agent, Tide-Fixer.').proposed).toEqual([
			'Tide-Fixer'
		]);
		// …but not one a bound prefix makes, and not one a head noun follows.
		expect(coin('Repairs', 'We release an open-source agent, Self-Fixer.').proposed).toEqual([]);
		expect(
			coin('Repairs', 'We release an open-source agent, Tide-Fixer based repairs.').proposed
		).toEqual([]);
	});

	it("points a listed part's acronym at its bracket, not inside its long form", () => {
		const abstract = 'We propose two modules: the TRex Router (TR) and the Gate Unit (GU).';
		const { mentions } = coin('T', abstract);
		expect(mentions.map((m) => abstract.slice(m.start, m.end))).toEqual(['TR', 'GU']);
		expect(mentions[0].start).toBe(abstract.indexOf('(TR)') + 1);
	});

	it('types a title name by what the abstract calls it when the title only guessed', () => {
		const typeOf = (title: string, abstract: string) =>
			coin(title, abstract).coined.map((c) => [c.name, c.type]);
		expect(
			typeOf(
				'Tide-MLLM: Harnessing Multimodal LLMs for Surges',
				'We present Tide-MLLM, a comprehensive benchmark for surge forecasting.'
			)
		).toEqual([['Tide-MLLM', 'benchmark']]);
		// A model too; the head before a prepositional phrase, not inside it ("… on LRMs termed X").
		expect(
			typeOf(
				'TideTTS: Adapting Speech to Rooms',
				'We introduce TideTTS, a flow-matching based TTS model for rooms.'
			)
		).toEqual([['TideTTS', 'model']]);
		expect(
			typeOf(
				'TideAttack: Attacking Servers via Extended Reasoning',
				'We propose a novel attack method on LRMs termed TideAttack.'
			)
		).toEqual([['TideAttack', 'method']]);
		// A title that says what the name is keeps it.
		expect(
			typeOf(
				'TideGrid: A Benchmark for Surge Forecasting',
				'We present TideGrid, a unified framework that runs forecasters.'
			)
		).toEqual([['TideGrid', 'benchmark']]);
	});

	it('reads a name set in LaTeX, not the letters of words set apart to spell it', () => {
		const abstract =
			'We propose \\textbf{S}parse-\\textbf{TR}ace \\textbf{I}mitation (\\textbf{STRI}), an approach that works.';
		expect(coin('Imitation', abstract).proposed).toEqual(['STRI']);
		const inMath =
			'We propose $\\textbf{G}$raded $\\textbf{LO}$op $\\textbf{W}$orkers (GLOW), a family of models.';
		expect(coin('Workers', inMath).proposed).toEqual(['GLOW']);
	});

	it('coins no name given to a company, a person or a place', () => {
		const abstract =
			'The test is sold by the company named HELIX. We propose a new method, called SpotNet.';
		expect(coin('Screening', abstract).proposed).toEqual(['SpotNet']);
	});

	it('reads what the paper sets out to build when the clause sets it off as new, and two words before a kind', () => {
		const built = 'We use PatchNet to build VoltFormer, a generative model of brain signals.';
		expect(coin('Signals', built).proposed).toEqual(['VoltFormer']);
		expect(coin('Maps', 'We aim to construct CKM by leveraging point clouds.').proposed).toEqual(
			[]
		);
		expect(
			coin('Series', 'It performs well for our designed foundation model, TideLong, on all sets.')
				.proposed
		).toEqual(['TideLong']);
	});

	it('reads "namely X" after a new kind, "propose and evaluate X", and "create X, a …"', () => {
		expect(
			coin('Drivers', 'This paper proposes a novel driver model, namely KeepON, for NICs.').proposed
		).toEqual(['KeepON']);
		expect(
			coin('Practice', 'We propose and evaluate Fast-Forwarding, a technique for tutors.').proposed
		).toEqual(['Fast-Forwarding']);
		expect(coin('Speech', 'We create SRUTI ,a benchmark of rural speakers.').proposed).toEqual([
			'SRUTI'
		]);
		// "create" names only what the clause sets off as new.
		expect(
			coin('Music', 'This study created PFS based on the opinions of experts.').proposed
		).toEqual([]);
		expect(coin('Tensors', 'We introduce and study the PMAS problem here.').proposed).toEqual([]);
	});
});

describe('a name given by a naming verb, in capitalised words', () => {
	const proposed = (abstract: string) => extract('T', abstract).proposed;

	it('takes every capitalised word after "which we call", "we call this approach", "we term"', () => {
		expect(
			proposed('We propose an algorithm, which we call Anchored Policy Updates, that is stable.')
		).toEqual(['Anchored Policy Updates']);
		expect(proposed('We call this approach Reward Rectification.')).toEqual([
			'Reward Rectification'
		]);
		expect(proposed('We term our method Reward Rectification, and test it.')).toEqual([
			'Reward Rectification'
		]);
		// A participle too, where the sentence makes the thing: "we design … an agent, called …".
		expect(
			proposed(
				'We design the first deep research agent for code, called Code Researcher, and test it.'
			)
		).toEqual(['Code Researcher']);
	});

	it('leaves terms, phenomena and names running on past "and" or a preposition', () => {
		for (const abstract of [
			'We call this approach Reinforcement Learning.',
			'We call this setting Offline RL.',
			'We term this phenomenon Reward Collapse.',
			// Not the paper's own thing, or not in its own voice.
			'Building on the so-called Bellman Optimality Equation, we derive a bound.',
			'The so-called Deadly Triad, which combines bootstrapping and off-policy data, is studied.',
			'This phenomenon, called Reward Hacking, is well known.',
			'We observe a failure mode we term Reward Collapse.',
			'We find a behavior we call Lazy Reasoning.',
			'We revisit what Sutton called Temporal Difference Learning.',
			'We play a classic game called Capture The Flag.',
			'We use a popular benchmark, called Atari Learning Environment.',
			// The name goes on past "and": the cut would keep a part of it.
			'An algorithm named Multiple Objective Branch and Bound with Single Observation is given.'
		])
			expect(proposed(abstract), abstract).toEqual([]);
		// Before an acronym in brackets, the acronym is the name.
		expect(proposed('We propose a method named Policy Discriminative Learning (POLAR).')).toEqual([
			'POLAR'
		]);
	});
});

describe('a making verb’s object after a bare article, spelled out before its acronym', () => {
	const proposed = (abstract: string) => extract('T', abstract).proposed;

	it('is the paper’s own when its acronym is shaped as a coinage and ends the object', () => {
		expect(proposed('We propose an adaptive routing transformer (ARTNet), which adapts.')).toEqual([
			'ARTNet'
		]);
		expect(
			proposed('This study presents a layered crack growth model (LC-GM) that scales.')
		).toEqual(['LC-GM']);
	});

	it('is a field’s term when its acronym is short capitals, listed as generic or not', () => {
		for (const abstract of [
			'We propose a temporal convolutional network (TCN) to model the series.',
			'We propose a hidden Markov model (HMM) that tracks the state.',
			'We construct a control barrier function (CBF) to guarantee safety during exploration.',
			'We design a spiking neural network (SNN), which saves energy.',
			'We propose a nonlinear model predictive control (NMPC) scheme with learned costs.'
		])
			expect(proposed(abstract), abstract).toEqual([]);
	});
});
