import { describe, expect, it } from 'vitest';
import { extractProposed } from '../../../etl/extract/proposed.ts';
import { nothingKnown } from './name-knowledge.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';

// Shapes of introduction seen in real abstracts, each written here as a fresh sentence.
const coin = (title: string, abstract: string) =>
	extractProposed(sourcesOf(title, abstract), nothingKnown).proposed;

describe('extractProposed, more shapes of introduction', () => {
	it('reads "A <Name> Model for …" after a title colon', () => {
		expect(coin('Think Twice: A Judge-V2 Framework for Code Review', 'x')).toEqual(['Judge-V2']);
		expect(coin('Think Twice: A Simple Framework for Code Review', 'x')).toEqual([]);
	});

	it('keeps an acronym whose hyphenated long form is written as a name, before a head noun', () => {
		expect(
			coin(
				'T',
				'We propose a Token-aware Clipped Policy Optimization (T-CPO) strategy for critics.'
			)
		).toEqual(['T-CPO']);
	});

	it('takes the acronym, not the long form, after "our algorithm,"', () => {
		expect(
			coin('T', 'Our practical algorithm, Smooth Value Interpolation (SVI), avoids collapse.')
		).toEqual(['SVI']);
	});

	it('reads a name of several capitalised words after a naming word, up to the sentence end', () => {
		expect(coin('T', 'To fix this, we propose a simple framework called Reinforced ACME.')).toEqual(
			['Reinforced ACME']
		);
	});

	it('reads a title prefix of plain capitalised words when the abstract writes it again', () => {
		expect(
			coin(
				'Proto Successor Measure: Representing all policies',
				'We present Proto Successor Measure, a basis.'
			)
		).toEqual(['Proto Successor Measure']);
		expect(
			coin(
				'Reactive Drift Policy: Fast control',
				'We present Reactive Drift Policy (RDP), a policy.'
			)
		).toEqual(['RDP']);
		expect(
			coin('Spurious Rewards: Rethinking signals', 'We show that spurious rewards help.')
		).toEqual([]);
		const termsKnown = {
			...nothingKnown,
			isTerm: (p: string) => p === 'Deep Reinforcement Learning'
		};
		expect(
			extractProposed(
				sourcesOf('Deep Reinforcement Learning: A Survey', 'Deep Reinforcement Learning grew.'),
				termsKnown
			).proposed
		).toEqual([]);
	});

	it('reads every name of a coordinated list after the verb', () => {
		expect(
			coin('T', 'We propose two algorithms -- Q-Swift and FedQ-Swift -- that cut switching costs.')
		).toEqual(['Q-Swift', 'FedQ-Swift']);
		expect(coin('T', 'We introduce SkillGym, VizArena and RoboDesk, three suites.')).toEqual([
			'SkillGym',
			'VizArena',
			'RoboDesk'
		]);
	});

	it('trusts a naming verb over the term rule: "we call our method lower-case long form (LF)"', () => {
		expect(
			coin('T', 'We call our proposed method goal-conditioned flow occupancy models (GoFOM).')
		).toEqual(['GoFOM']);
	});

	it('does not coin an acronym the clause only refers to, after "from the" or "of the"', () => {
		expect(
			coin('T', 'We introduce a new error derived from the Hamilton-Jacobi-Bellman (HJB) equation.')
		).toEqual([]);
	});

	it('reads a second defined acronym coordinated with the first', () => {
		expect(
			coin(
				'T',
				'We propose Policy-Guided K-means (PG-Kmeans) and Centroid-Attracted Autoencoder (CAAE).'
			)
		).toEqual(['PG-Kmeans', 'CAAE']);
	});

	it('reads an acronym that starts in lower case when its long form spells it', () => {
		expect(
			coin('T', 'This study proposes Agile Reinforcement learning (aRL), which acts.')
		).toEqual(['aRL']);
	});

	it('reads an acronym in apposition to a kind of method, anywhere in the abstract', () => {
		expect(
			coin(
				'T',
				'We build on this with Segment Augmented Policy Optimization (SAPO), an LLM RL algorithm.'
			)
		).toEqual(['SAPO']);
	});

	it('reads a defined variant of a known algorithm as coined', () => {
		const dpoKnown = { ...nothingKnown, isKnown: (n: string) => n === 'DPO' };
		expect(
			extractProposed(
				sourcesOf('T', 'It uses Multi-level Direct Preference Optimization (M-DPO) to rank.'),
				dpoKnown
			).proposed
		).toEqual(['M-DPO']);
		const mpcKnown = { ...nothingKnown, isKnown: (n: string) => n === 'MPC' || n === 'MAPPO' };
		expect(
			extractProposed(
				sourcesOf('T', 'We compare to Scenario-based Model Predictive Control (S-MPC) on grids.'),
				mpcKnown
			).proposed
		).toEqual([]);
		expect(
			extractProposed(
				sourcesOf('T', 'We train with Multi-Agent Proximal Policy Optimization (MA-PPO).'),
				mpcKnown
			).proposed
		).toEqual([]);
	});

	it('spells a mixed-case acronym by the capitals of its long form', () => {
		expect(
			coin('T', 'We introduce VisuoTactile Local (ViTaL) policy learning for grasping.')
		).toEqual(['ViTaL']);
	});

	it('skips genre labels such as SoK', () => {
		expect(coin('SoK: Attacks on agents', 'x')).toEqual([]);
	});

	it('keeps precision: passive naming, established apposition, compound modifiers, bare commas', () => {
		expect(coin('T', 'This search is commonly called Bayesian Optimization.')).toEqual([]);
		expect(
			coin('T', 'We compare against Hindsight Relabeling Search (HRS), a popular method.')
		).toEqual([]);
		expect(coin('Agents at Scale: A RAG-Based Framework for Search', 'x')).toEqual([]);
		expect(coin('T', 'We propose the idea that under MM, CEs for each model agree.')).toEqual([
			'MM'
		]);
		expect(
			coin('The Latent Space Hypothesis: Why', 'The Latent Space Hypothesis says so.')
		).toEqual([]);
		expect(coin('T', 'This is a game called Clean\nUp, played by agents.')).toEqual(['Clean Up']);
	});

	it('reads a name led by a Greek letter', () => {
		expect(coin('T', 'We introduce μ-PLAN, a framework for long tasks.')).toEqual(['μ-PLAN']);
		expect(coin('T', 'We tune the β-coefficient, a scalar.')).toEqual([]);
	});

	it('reads "the NAME <kind>" as the object of an introducing verb, not "a novel TERM <kind>"', () => {
		expect(coin('T', 'Here we propose the ZORBAX algorithm, which learns fast.')).toEqual([
			'ZORBAX'
		]);
		expect(coin('T', 'We propose a novel FL framework for clients.')).toEqual([]);
		expect(coin('T', 'We train an XGBoost model on logs.')).toEqual([]);
	});

	it('reads a name, its long form in parentheses, then apposition as new', () => {
		expect(
			coin('T', 'We offer (i) DRUMS (Dual Reward UpdateMs Scheme), a novel objective for it.')
		).toEqual(['DRUMS']);
		// A long form that does not spell the name, or apposition without "new", is not coining.
		expect(coin('T', 'We offer DRUMS (a bag of tricks), a novel objective.')).toEqual([]);
	});

	it('takes a long form whose inner capitals spell the acronym with one word skipped', () => {
		expect(
			coin('T', 'We introduce SUmmary augmented Policy Optimization (SUPO), a new algorithm.')
		).toEqual(['SUPO']);
	});

	it('reads a name-cased phrase that a kind noun follows right after an introducing verb', () => {
		expect(coin('T', 'We develop a Layered Echo Sampling strategy for rollouts.')).toEqual([
			'Layered Echo Sampling'
		]);
		// A field's term (sentence-case words, a describing hyphen part) is no name.
		expect(coin('T', 'We propose a Deep Reinforcement Learning approach for routing.')).toEqual([]);
		expect(coin('T', 'We propose a Physics-informed Neural Network model.')).toEqual([]);
	});

	it('reads the parts a system is said to consist of', () => {
		expect(
			coin('T', 'FooAgent consists of two modules: Agent-Scout and Agent-Smith, which talk.')
		).toEqual(['Agent-Scout', 'Agent-Smith']);
		// Parts the paper announces in its own voice, named in capitalised words or by acronyms.
		expect(
			coin(
				'T',
				'We introduce three innovations: Tidal Entropy Control, Recent Sample Replay and Hardness Weighting.'
			)
		).toEqual(['Tidal Entropy Control', 'Recent Sample Replay', 'Hardness Weighting']);
		expect(
			coin(
				'T',
				'We propose two key techniques: serialized tide training (STT) and contrastive surge augmentation (CSA).'
			)
		).toEqual(['STT', 'CSA']);
		// Not in another's voice, not lower-case words, not one name followed by a description.
		expect(
			coin(
				'T',
				'Prior work proposed three strategies: Tidal Entropy Control and Recent Sample Replay.'
			)
		).toEqual([]);
		expect(coin('T', 'We propose two strategies: retrieval and compiler feedback.')).toEqual([]);
		// Not another subject's parts in a clause of the paper's sentence, not a bracket that is no
		// acronym; capitalised words that open titles name parts mid-list; past tense too.
		expect(
			coin('T', 'We observe that agents present two modes: Quick Thinking and Slow Thinking.')
		).toEqual([]);
		expect(
			coin('T', 'We present two stages: Stage One (Warmup) and Stage Two (Refinement).')
		).toEqual([]);
		expect(
			coin('T', 'We introduced three innovations: Adaptive KL, Group Tides and Reward Clipping.')
		).toEqual(['Adaptive KL', 'Group Tides', 'Reward Clipping']);
		expect(
			coin('T', 'FooAgent consists of three agents: Planner, responsible for plans, and others.')
		).toEqual([]);
	});

	it('takes a title that is itself a method name when the paper names nothing else', () => {
		expect(coin('Layered Echo Replay', 'We replay transitions by their echo.')).toEqual([
			'Layered Echo Replay'
		]);
		// Another name wins; a sentence, a phrase with a preposition or a gerund is no name.
		expect(coin('Layered Echo Replay', 'We propose LER, a new replay scheme.')).toEqual(['LER']);
		for (const title of [
			'Echo Replay Helps Exploration',
			'Echo Replay for Sparse Rewards',
			'Revisiting Echo Replay',
			'Is Echo Replay All You Need?'
		])
			expect(coin(title, 'We study replay.'), title).toEqual([]);
	});

	it("reads a name-shaped token after a new thing's kind noun, however that noun is described", () => {
		expect(
			coin(
				'T',
				'Our recipe has two stages; second, a novel rule-based Reinforcement Learning (RL) algorithm, SkipMax, trains it.'
			)
		).toEqual(['SkipMax']);
		expect(coin('T', 'We then derive another distance-based objective QWEP for skills.')).toEqual([
			'QWEP'
		]);
		expect(coin('T', 'First, we developed a room layout dataset, RoomNet7, from scans.')).toEqual([
			'RoomNet7'
		]);
		expect(coin('T', 'We evaluate on a standard dataset, RoomNet7, from scans.')).toEqual([]);
		expect(coin('T', 'We design a novel algorithm MCTS-X based on search.')).toEqual(['MCTS-X']);
		// A name that a further head noun follows only modifies it.
		expect(coin('T', 'It is a novel training approach ViT model that we study.')).toEqual([]);
	});

	it('does not read what others made, nor the subject of the next clause, as new', () => {
		expect(coin('T', 'We also evaluate another method, FooNet, on it.')).toEqual([]);
		expect(coin('T', 'We compare with another recent algorithm, TD-Fast, here.')).toEqual([]);
		expect(coin('T', 'We set a new record on the hard benchmark, ProofNet-Lean.')).toEqual([]);
		expect(coin('T', 'With a new sampling strategy, WebShop-Lite becomes solvable.')).toEqual([]);
		expect(
			coin('T', 'Combined with our proposed pruning module, CodeRanker-X achieves more.')
		).toEqual([]);
		expect(
			coin('T', 'We finally propose another distance-based algorithm QWEP that works.')
		).toEqual(['QWEP']);
	});

	it("reads what the paper's own sentence creates with an indefinite article", () => {
		expect(
			coin('T', 'We build a pipeline to create a UI-Judge-Train and a UI-Judge-Test split.')
		).toEqual(['UI-Judge-Train', 'UI-Judge-Test']);
		// Someone else\'s construction, or a comparison, coins nothing.
		expect(coin('T', 'Prior studies construct a Hopper-Lite variant.')).toEqual([]);
		expect(coin('T', 'We compare against methods that build a Hopper-Lite model.')).toEqual([]);
	});

	it('takes an acronym a naming word introduces, even with a head noun after it', () => {
		expect(
			coin(
				'T',
				'Our proposed algorithm, termed drift-plus-penalty learning with queue stability (DPLQS) algorithm, is stable.'
			)
		).toEqual(['DPLQS']);
		expect(coin('T', 'Queues are often called first-in first-out (FIFO) buffers.')).toEqual([]);
	});

	it('takes capitals run on after an acronym stem as its variants', () => {
		expect(
			coin(
				'T',
				'We introduce an algorithm, called Q-CV, with guarantees. The action-based (Q-CVAE) and parameter-based (Q-CVPE) variants of Q-CV are tested.'
			)
		).toEqual(['Q-CV', 'Q-CVAE', 'Q-CVPE']);
		// Lower case after the stem is another word, not a variant.
		expect(
			coin('T', 'We introduce an algorithm, called Q-CV. Q-CVs and Q-CVlike rules differ.')
		).toEqual(['Q-CV']);
	});

	it('keeps a version number after a title name, and after the name an introducing verb takes', () => {
		expect(
			coin('PolyTalk 3: Faster speech agents', 'This work presents PolyTalk 3, which …')
		).toEqual(['PolyTalk 3']);
		// A number that goes on ("3 times faster") is no version.
		expect(coin('T', 'We present FooNet 3 times faster than before.')).toEqual(['FooNet']);
	});

	it('reads a title prefix of capitalised words with an acronym, unless the abstract defines one', () => {
		expect(coin('Mirror RL: Learning from reflections', 'Mirror RL learns twice.')).toEqual([
			'Mirror RL'
		]);
		expect(coin('Mirror RLX: Learning from reflections', 'x')).toEqual(['Mirror RLX']);
		// An adjective before a field's acronym names a topic, unless the abstract reuses it.
		expect(coin('Agentic RL: A Survey', 'We review agentic methods.')).toEqual([]);
		expect(
			coin(
				'Mirror RL: Learning from reflections',
				'We present Mirror Reinforcement Learning (MRL), a method.'
			)
		).toEqual(['MRL']);
		// A phrase that starts with a sentence word is no name.
		expect(coin('Beyond RLHF: What remains', 'x')).toEqual([]);
	});

	it('reads a coinage-shaped acronym far into an introducing clause when it closes its phrase', () => {
		expect(
			coin(
				'T',
				'We propose a lightweight, compact and sparse graph-guided (GG) message passing operator with attention (GraphMPO-Net), where each layer is one step.'
			)
		).toEqual(['GraphMPO-Net']);
		// Far into the clause, a plural, a head noun after it or an example list uses a term.
		const far = (tail: string) =>
			coin(
				'T',
				`We propose a method for tuning the many hidden layers of very large pretrained ${tail}`
			);
		expect(far('Latent Diffusion Transformers (LDiTs) to save memory.')).toEqual([]);
		expect(far('models that tune Agent-to-Agent (A2A) communication protocols.')).toEqual([]);
		expect(far('models against attacks including Denial of Service (DoS), and others.')).toEqual(
			[]
		);
	});

	it('reads a defined acronym that the sentence calls novel, whoever its subject is', () => {
		expect(
			coin('T', 'This is achieved by a novel Sparse Equivariant Mixer (SEM) that shares weights.')
		).toEqual(['SEM']);
		expect(
			coin('T', 'Stability comes from a novel Noise-Gated Residual Fusion (NGRF) mechanism.')
		).toEqual(['NGRF']);
		// A term of two plain words before a head noun is used, not coined.
		expect(coin('T', 'It runs on a novel Mixed Reality (MR) platform.')).toEqual([]);
	});

	it('reads a defined acronym whose long form opens after "our proposed/novel/new", or holds small words after a capital', () => {
		expect(
			coin('T', 'Our novel Drift-Aware Route Planner (DARP) is a sampling framework.')
		).toEqual(['DARP']);
		expect(
			coin('T', 'Results show that our proposed Safe and Reactive Docking (SaReD) method works.')
		).toEqual(['SaReD']);
		expect(
			coin('T', 'A novel Low-rank guided Sparse Graph ATtention (LrSGAT) block is designed.')
		).toEqual(['LrSGAT']);
		// What "our" uses, a term or a long form that does not open right after it, is not coined.
		expect(coin('T', 'Our system employs a Markov Decision Process (MDP) formulation.')).toEqual(
			[]
		);
		expect(coin('T', 'Our Mixed Reality (MR) platform runs on headsets.')).toEqual([]);
		expect(coin('T', 'Our Drift-Aware Route Planner (DARP) is a sampling framework.')).toEqual([
			'DARP'
		]);
		// "our" alone, with no kind of thing made after it, may name what the paper uses; a phrase
		// about something else is no long form.
		expect(coin('T', 'Our Experimental Evaluation Protocol (EEP) follows prior work.')).toEqual([]);
		expect(
			coin('T', 'We compare against our Graph Policy Baseline (GPB) from prior work.')
		).toEqual([]);
		expect(
			coin('T', 'A new Transformer of the DeepMind team (TDM) is used as a baseline.')
		).toEqual([]);
	});

	it('reads a name opening its clause that is made in the passive, unless someone else made it', () => {
		expect(coin('T', 'In this paper, LongRec is proposed: a recommender tuned with PPO.')).toEqual([
			'LongRec'
		]);
		expect(coin('T', 'To address this, KPIRoot is proposed as an efficient method.')).toEqual([
			'KPIRoot'
		]);
		expect(coin('T', 'Recently, FooNet was introduced for graphs. We study it.')).toEqual([]);
		expect(coin('T', 'FooNet was proposed by Smith et al. We extend it.')).toEqual([]);
		// Only after an opener of the paper's own, in the present.
		expect(coin('T', 'AlphaTensor was developed at DeepMind for matrix multiplication.')).toEqual(
			[]
		);
		expect(coin('T', 'However, TreeQN is proposed for discrete actions only.')).toEqual([]);
		// A name the text spoke of before is described, not made, where the passive comes.
		expect(
			coin('T', 'FtS is a model of workload moving. Today, FtS is proposed as a strategy.')
		).toEqual([]);
	});

	it('reads no word typeset to spell the acronym after it, and no proposed use of a thing', () => {
		expect(
			coin(
				'SHORE: A Value Prediction Model',
				'We propose SHort-cycle Order-preserving REgression (SHORE), a novel framework.'
			)
		).toEqual(['SHORE']);
		expect(
			coin(
				'Learn to Reason Efficiently',
				'We propose a novel Length-bAsed StEp Reward shaping method (LASER), which uses a step function.'
			)
		).toEqual(['LASER']);
		// Nor a tail of a term's long form.
		expect(coin('T', 'It covers regression and Named Entity Recognition (NER) targets.')).toEqual(
			[]
		);
		expect(
			coin('T', 'We propose the use of Segment Routing over IPv6 (SRv6) in an edge network.')
		).toEqual([]);
		// A name followed by its own short form starts it: it is the name.
		expect(
			coin('T', 'We propose REvolve (REv), a framework that evolves reward functions.')
		).toEqual(['REvolve']);
	});

	it('reads "LONG FORM (ACRONYM) is a novel …" as the paper saying it is new', () => {
		expect(
			coin(
				'T',
				'First, Gradual Hardness Scheduling (GHS) is a novel curriculum strategy. It helps.'
			)
		).toEqual(['GHS']);
		expect(coin('T', 'Gradual Hardness Scheduling (GHS) is a popular strategy.')).toEqual([]);
	});

	it('reads a capitalised name whose last word is its kind, right after an introducing verb', () => {
		expect(coin('T', 'We introduce an Online Hardness Estimator that groups prompts.')).toEqual([
			'Online Hardness Estimator'
		]);
		// Before an acronym, the acronym is the name.
		expect(coin('T', 'We introduce a novel Long Horizon Memory (LHM) framework.')).toEqual(['LHM']);
	});

	it('names an acronym written in the plural by its singular', () => {
		expect(coin('T', 'We propose Gated Spectral Units (GSUs), a simple recurrent cell.')).toEqual([
			'GSU'
		]);
	});

	it('reads an acronym that starts with a digit after a naming word', () => {
		expect(
			coin('T', 'We study a new setup, dubbed Sparse Graph RL in 3D worlds (3D-SGR). It is hard.')
		).toEqual(['3D-SGR']);
	});

	it('reads the parts a paper enumerates, each named and then described', () => {
		expect(
			coin(
				'T',
				'Our system has three parts: (i) Rolling Token Merging, which saves memory; (ii) CacheGym, a benchmark; and (iii) a router.'
			)
		).toEqual(['Rolling Token Merging', 'CacheGym']);
		// A single plain word, or a sentence word, names nothing.
		expect(
			coin(
				'T',
				'It works in two steps: (1) Sampling, which draws; (2) The Update Step, which fits.'
			)
		).toEqual([]);
	});

	it('reads a new thing named before its kind noun, and "the proposed" name shaped as a coinage', () => {
		expect(coin('T', 'Then, a novel HarbPEVI algorithm is proposed, which stacks boxes.')).toEqual([
			'HarbPEVI'
		]);
		expect(coin('T', 'We prove that the proposed HQ-MDP actually solves the task.')).toEqual([
			'HQ-MDP'
		]);
		// Short capitals are a field's terms; an acronym the text defines as a term is one too.
		expect(coin('T', 'We build a novel HPC framework for ports.')).toEqual([]);
		expect(
			coin('T', 'Harbor fine-tuning (HarbFT) is common. We build a novel HarbFT framework.')
		).toEqual([]);
		// Related work is not the paper's own.
		expect(coin('T', 'Prior work offered a novel HarbPEVI algorithm for ports.')).toEqual([]);
	});

	it('reads a new thing named before its kind noun at a sentence start too', () => {
		expect(coin('T', 'A novel HarbPEVI algorithm is proposed for offline RL.')).toEqual([
			'HarbPEVI'
		]);
	});

	it("reads one token set off as new inside the paper's own sentence, whatever its case", () => {
		expect(
			coin('T', 'We bring this idea to fruition with Harbformer, a novel crane model for ports.')
		).toEqual(['Harbformer']);
		expect(coin('T', 'We propose ss-Crane, a novel scheduler that stacks boxes.')).toEqual([
			'ss-Crane'
		]);
		// Not in related work, not an example, not a sentence's opening word or a longer name's last.
		expect(coin('T', 'Prior work built Harbformer, a novel crane model.')).toEqual([]);
		expect(coin('T', 'We use tools such as Harbformer, a novel crane model, for ports.')).toEqual(
			[]
		);
		expect(coin('T', 'Recently, a novel crane model was proposed by us.')).toEqual([]);
		expect(coin('T', 'We present Random Harbor Features, a novel kernel for ports.')).not.toContain(
			'Features'
		);
	});

	it("sets off no number, version, plural or someone else's thing as new", () => {
		for (const abstract of [
			'Our method improves throughput by 2x, a new record for this task.',
			'Experiments were run in 2024, a new era for LLMs.',
			'We represent scenes in 3D, a novel paradigm for ports.',
			'We build on Transformers, a novel architecture for ports.',
			'We release v2.0, a new version of our toolkit.',
			'We evaluate on HarbBench2, a new benchmark proposed by Smith et al. for ports.'
		])
			expect(coin('T', abstract), abstract).toEqual([]);
	});

	it('reads no task or metric a list names as a part', () => {
		expect(
			coin(
				'T',
				'It focuses on two pivotal tasks: (1) Crane Coverage, which measures reach. (2) Crane Exposure, which checks faults.'
			)
		).toEqual([]);
		expect(
			coin(
				'T',
				'It follows a three-stage pipeline: (1) Harbor Profiling, which builds profiles; (2) Crane Planning, which plans.'
			)
		).toEqual(['Harbor Profiling', 'Crane Planning']);
	});

	it("reads an enumerated part that holds a field's acronym next to a word of its own, not one of a field's words alone", () => {
		expect(
			coin(
				'T',
				'It works in three components: (i) Tide-Expanding SFT, which widens coverage; (ii) Gauge-Guided RL, which steadies training; and (iii) LLM Agents, which act.'
			)
		).toEqual(['Tide-Expanding SFT', 'Gauge-Guided RL']);
		// A survey's stages are kinds of methods, not the paper's parts.
		expect(
			coin(
				'T',
				'Post-training methods fall into three stages: (1) Chain-of-Thought SFT, (2) Outcome-Reward RL, (3) Process-Reward RL.'
			)
		).toEqual([]);
	});

	it('reads no two plain words, two-letter acronym or figure reference as an enumerated part', () => {
		expect(
			coin(
				'T',
				'It has two innovations: (1) a Persistent Harbor (PH) Mechanism that stacks; and (2) Crane Expert (CE) Clustering that groups.'
			)
		).toEqual([]);
		expect(
			coin(
				'T',
				'It has three components: (i) Value Estimation via bootstrapping, (ii) Policy Search via X.'
			)
		).toEqual([]);
		expect(
			coin(
				'T',
				'The agent uses two modules (see Figure 2) Memory Harbor Retrieval with embeddings.'
			)
		).toEqual([]);
		// A sentence's end before a bare mark, or no space after it, still marks a part.
		expect(
			coin(
				'T',
				'It has three modules. 2)Item Harbor Representation Module (IHRM), which encodes items. 3) Sequential Crane Module (SCM), which stacks.'
			)
		).toEqual(['IHRM', 'SCM']);
	});

	it('reads enumerated parts marked "1)", a part\'s acronym, and names that run on where the sentence announces parts', () => {
		expect(
			coin(
				'T',
				'The planner has two key modules: 1) Sparse Route Caching (SRC) to reuse paths; 2) Lazy Edge Repair with bounded cost fixes edges.'
			)
		).toEqual(['SRC', 'Lazy Edge Repair']);
		expect(
			coin(
				'T',
				'It rests on three innovations: (i) Tide Buffer Sharing avoids copies; (ii) Warm Shard Loading quickly reloads weights.'
			)
		).toEqual(['Tide Buffer Sharing', 'Warm Shard Loading']);
		// Without a sentence that announces parts, or as a step's gerund, a run-on phrase is no name.
		expect(
			coin('T', 'We test two settings: (1) Sparse Route Caching with bounded cost helps.')
		).toEqual([]);
		expect(
			coin(
				'T',
				'It has two stages: (1) Initializing Route Tables with priors, and (2) pruning them.'
			)
		).toEqual([]);
	});

	it('reads what the paper introduces "by proposing" in its own voice, not in related work', () => {
		expect(
			coin('T', 'We tackle this by proposing a tuned hybrid filter (KT-FILT), which adapts.')
		).toEqual(['KT-FILT']);
		expect(
			coin('T', 'Kim et al. extended this by proposing multi-key BFZ variants for many parties.')
		).toEqual([]);
	});

	it('reads "NAME (Long Form) is devised" and "the proposed NAME <kind>"', () => {
		expect(coin('T', 'Then SDG (Synthetic Data Generation) is devised to fill the gaps.')).toEqual([
			'SDG'
		]);
		expect(coin('T', 'The proposed GA-RL heuristic optimisation framework is validated.')).toEqual([
			'GA-RL'
		]);
		// A term the proposal is about ("the proposed HI construction method") is no name.
		expect(
			coin('T', 'Health indicator (HI) matters. The proposed HI construction method works.')
		).toEqual([]);
	});

	it('reads "our proposed NAME" as "the proposed NAME", and not the first word of a longer name', () => {
		expect(coin('T', 'Results show that our proposed StepFlow outperforms the baselines.')).toEqual(
			['StepFlow']
		);
		expect(coin('T', 'Our proposed Graph-TD scheme converges faster.')).toEqual(['Graph-TD']);
		// "DATA-DRIVEN PRONTO" runs on past its first word: the first word alone is no name.
		expect(
			coin('T', 'Our proposed DATA-DRIVEN\nPRONTO algorithm refines a tentative solution.')
		).toEqual([]);
		expect(coin('T', 'Our proposed approach outperforms the baselines.')).toEqual([]);
		// A term after the name is no run-on of it.
		expect(coin('T', 'The proposed BQ-MDP LLM agent plans.')).toEqual(['BQ-MDP']);
	});

	it('reads a quoted name in apposition, and skips an example the clause gives of a kind', () => {
		expect(coin('T', "We introduce ``Shadow Rollouts,'' a concept for replay.")).toEqual([
			'Shadow Rollouts'
		]);
		expect(
			coin('T', 'We label the data by introducing a captioner (e.g., BLIPX) and a tagger.')
		).toEqual([]);
	});

	it('reads a defined acronym called novel only when it names the thing, not the kind of a name just given', () => {
		expect(
			coin('T', 'We present TESSERA, a novel Remote Sensing Foundation Model (RSFM) for maps.')
		).toEqual(['TESSERA']);
	});

	it('does not take the adverb or connective that opens a sentence for a name given in apposition', () => {
		for (const opener of ['Empirically', 'Secondly', 'Then', 'Besides', 'Next'])
			expect(
				coin('T', `${opener}, a novel contrastive objective is proposed to align the views.`),
				opener
			).toEqual([]);
		// A name that opens its sentence is still a name.
		expect(coin('T', 'Ferryman, a novel routing framework, balances the load.')).toEqual([
			'Ferryman'
		]);
	});

	it('reads a poster or demo label before a title colon as a genre, not a name', () => {
		expect(coin('Poster: Fast Replay for Robot Arms', 'x')).toEqual([]);
		expect(coin('Demo: Fast Replay for Robot Arms', 'x')).toEqual([]);
	});

	it('names a coinage by its acronym when a name-like word is part of the long form', () => {
		expect(
			coin('T', 'We introduce a Sparse Temporal GraphMixer Neural network (STGMN) to model flows.')
		).toEqual(['STGMN']);
		expect(
			coin('Lean GridNet: Fast Solvers', 'We propose the Lean GridNet (LGN) method for meshes.')
		).toEqual(['LGN']);
		// The acronym is the name even where no sentence proposes it.
		expect(coin('Lean GridNet: Fast Solvers', 'Lean GridNet (LGN) solves meshes fast.')).toEqual([
			'LGN'
		]);
		// A term spelled out in lower case, or one the name builds on, is not the coinage.
		expect(
			coin('T', 'We present an implementation of the FFT accumulation method (FAM) on chips.')
		).not.toContain('FAM');
		expect(
			coin(
				'T',
				'This paper proposes a GridNet cell identity (GCI)-based handover scheme for trains.'
			)
		).not.toContain('GCI');
		// Without an acronym the title's name stays the name.
		expect(coin('Lean GridNet: Fast Solvers', 'We propose a solver for meshes.')).toEqual([
			'Lean GridNet'
		]);
	});

	it('takes the name a clause gives further on ("…, named X"), not a term before it', () => {
		expect(
			coin(
				'T',
				'We propose an attention-driven fine-grained WPT attack, named AdWPT, for browsers.'
			)
		).toEqual(['AdWPT']);
		// A "so-called" term names nothing.
		expect(coin('T', 'We propose FooNet, which uses a so-called Bar block.')).toEqual(['FooNet']);
	});

	it('reads a title prefix in lower case as a name when its shape or its subtitle says so', () => {
		expect(coin('xPlanner: Fast Plans for Robot Arms', 'x')).toEqual(['xPlanner']);
		expect(coin('scFoo-Bench: Single-Cell Tasks', 'x')).toEqual(['scFoo-Bench']);
		expect(coin('tab2grid: Turning Tables into Grids', 'x')).toEqual(['tab2grid']);
		// A lower-case word is a name when the subtitle says what it is, else a word.
		expect(coin('gridkit: A Python Package for Meshes', 'x')).toEqual(['gridkit']);
		expect(coin('planning: Fast Plans for Robot Arms', 'x')).toEqual([]);
		// Terms of a field that are written this way name nothing new.
		expect(coin('mmWave: Beams for Drones', 'x')).toEqual([]);
	});
});
