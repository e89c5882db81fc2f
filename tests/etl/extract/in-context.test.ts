import { describe, expect, it } from 'vitest';
import { extractInContext } from '../../../etl/extract/in-context.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { extract, vocabulary } from '../bundled-vocabulary.ts';

const run = (abstract: string, taken: [number, number][] = []) =>
	extractInContext(sourcesOf('T', abstract), {
		shape: vocabulary.shape,
		taken: new Map([['abstract', taken.map(([start, end]) => ({ start, end }))]]),
		benchmarksRead: new Map()
	});

describe('extractInContext', () => {
	it('reads a count of data named by as many name-shaped names after a comma or colon', () => {
		expect(
			run('Results on two 2D game environments, HRBQ and Dock-AI, show that TideNet wins.').names
		).toEqual(['HRBQ', 'Dock-AI']);
		expect(run('We test on three datasets: PortQA, Berth-10K and TideSet.').names).toEqual([
			'PortQA',
			'Berth-10K',
			'TideSet'
		]);
		// (Plain words name kinds or domains; a count the list does not match is another list.)
		expect(
			run('We present two benchmarks: Harbours and Marketing. For Harbours, we …').names
		).toEqual([]);
		expect(run('We use three environments, HRBQ and Dock-AI, to test agents.').names).toEqual([]);
	});

	it('reads no name in the part of a name after a superscript glued to it', () => {
		const r = run('We evaluate on the QX$^2$HarbQA dataset and on benchmarks such as Q$^2$HarbQA.');
		expect(r.names).toEqual([]);
		expect(r.candidates.map((c) => c.name)).not.toContain('HarbQA');
		expect(r.candidates.map((c) => c.name)).not.toContain('QX');
	});

	it('keeps "Dr." in front of a dataset\'s name', () => {
		expect(run('We release the Dr. HARB dataset, which holds ports.').names).toEqual(['Dr. HARB']);
	});

	it('reads no benchmark in a plural acronym or in a term the text spells out in plain words', () => {
		expect(
			run('Agents run inside trusted execution environments (TEEs) on edge nodes.').names
		).toEqual([]);
		expect(
			run('Coding happens in Integrated Development Environments (IDEs) daily.').names
		).toEqual([]);
		expect(
			run('We study split learning (SL). Results on SL benchmarks and the CityNav benchmark hold.')
				.names
		).toEqual(['CityNav']);
		// Examples of benchmarks are benchmarks, even written in the plural.
		expect(run('Mainstream benchmarks (e.g., APPs and CodeNet-2) are easy.').names).toEqual([
			'APPs',
			'CodeNet-2'
		]);
		// A benchmark spelled out as a name stays a benchmark.
		expect(
			run('We use the Long Horizon Household (LHH) benchmark. Results on LHH improve.').names
		).toEqual(['LHH']);
		// Before a plural head, an acronym spelled out even as a name names a kind of benchmark.
		expect(
			run(
				'Tidal Learning (TL) adapts to change. Experiments on TL benchmarks and the CityNav benchmark hold.'
			).names
		).toEqual(['CityNav']);
	});

	it('reads a bracketed list of three names as benchmarks when a benchmark anchors it', () => {
		const benchmarks = (abstract: string) => extract('T', abstract).benchmarks;
		expect(
			benchmarks(
				'We train in one simulator at a time (TideWorld, Gauge-Cards, ALFWorld, or WebShop).'
			)
		).toEqual(['ALFWorld', 'WebShop', 'TideWorld', 'Gauge-Cards']);
		// Anchored by a model, or listing baselines or retrievers, it names no benchmark.
		expect(
			benchmarks('Encoders trained with text (TideCLAP, Whisper, GaugeBind) keep up.')
		).toEqual([]);
		expect(
			benchmarks('We combine it with three retrievers (TideM25, Spider and GaugePR) in turn.')
		).toEqual(['Spider']);
		// Half the list must be benchmarks read already: subjects, groups or modules are not.
		for (const [abstract, known] of [
			[
				'Questions span three subjects (Physics, Chemistry, and MMLU-Pro) and two formats.',
				'MMLU-Pro'
			],
			['Each task is scored by three groups (Experts, Crowdworkers, and GPQA) separately.', 'GPQA'],
			['We ablate each part (Planner, Memory, and ALFWorld) in turn.', 'ALFWorld'],
			[
				'We score responses with three judges (GPT-4o, Prometheus, and AlpacaEval) openly.',
				'AlpacaEval'
			]
		])
			expect(benchmarks(abstract), abstract).toEqual([known]);
		expect(
			benchmarks('We ablate each part (Planner, TideMemory, and ALFWorld) in turn.')
		).not.toContain('TideMemory');
	});

	it('reads the spelled-out acronyms a benchmark noun introduces, and a value said "relative" on a name', () => {
		expect(
			run(
				'Experiments on two benchmarks, namely Referring Tide Segmentation (RefTS) and Reasoning Gauge Segmentation (REGS), show gains.'
			).names
		).toEqual(['RefTS', 'REGS']);
		expect(run('It generalizes: +50% relative on TideROG (game-centric control).').names).toEqual([
			'TideROG'
		]);
		// Spelled-out terms, plural kinds and acronyms a noun follows are no benchmarks.
		for (const abstract of [
			'We evaluate across environments such as Partially Observable Tide Processes (POTPs) and Multi-Gauge Systems (MGS).',
			'The suite covers two datasets, e.g., Electronic Tide Records (ETR) and Harbour Care Unit (HCU) notes.'
		])
			expect(run(abstract).names, abstract).toEqual([]);
		// An acronym that a compound, an article or a count opens names a kind of data; one a
		// kind noun follows modifies it.
		for (const abstract of [
			'Experiments show the value of our text-TEG dataset for tides.',
			'Evaluations using a TIC benchmark for gauges show gains.',
			'Experiments on four TIRE benchmarks, i.e., TideSet and GaugeSet, hold.',
			'We analyze performance using standard TR metrics on ports.'
		])
			expect(run(abstract).names, abstract).not.toContainEqual(
				expect.stringMatching(/^(?:TEG|TIC|TIRE|TR)$/)
			);
		expect(run('Experimental results on Maze2D and TideKitchen tasks hold.').names).toContain(
			'TideKitchen'
		);
		// Not after "the" or a year, nor a name with digits or a hyphen, nor one a dataset's own
		// kind of item follows.
		for (const [abstract, name] of [
			['We evaluate on the 2018 TiTS dataset of scans.', 'TiTS'],
			['We evaluate our model on the public TEAP dataset.', 'TEAP'],
			['We use two HPO-T datasets for tuning.', 'HPO-T'],
			['Results on ISIC 2018 and HAM20000 images hold.', 'HAM20000']
		])
			expect(run(abstract).names, abstract).toContain(name);
		// A bracket closes a platform's name only after "relative" or "absolute".
		expect(run('Cost falls by 40% on Tide-Lambda (serverless) deployments.').names).toEqual([]);
	});

	it('finds unknown benchmarks in lists after evaluation words and benchmark nouns', () => {
		expect(run('Experiments on FooQA, BarBench-2 and Baz-2K show gains.').names).toEqual([
			'FooQA',
			'BarBench-2',
			'Baz-2K'
		]);
		expect(run('We use datasets such as CityNav and RoboPour.').names).toEqual([
			'CityNav',
			'RoboPour'
		]);
		expect(run('Results on the TinyWorld benchmark improve.').names).toEqual(['TinyWorld']);
		expect(run('We train on the KDD-99, NetFlow-7 and CIC-IDS2018 datasets.').names).toEqual([
			'CIC-IDS2018',
			'NetFlow-7',
			'KDD-99'
		]);
		expect(run('The Sepsis-3 and HeartNet dataset differ.').names).toEqual(['HeartNet']);
	});

	it('keeps guards: ordinary words, methods by shape and names already explained stay out', () => {
		expect(run('Experiments on Atari games and on real robots.', [[15, 20]]).names).toEqual([]);
		expect(run('Results on MNIST improve over FooPO.').names).toEqual(['MNIST']);
		expect(run('Evaluated on Several Tasks.').names).toEqual([]);
		// A field's acronym before "environments" is a setting, not a benchmark.
		expect(extract('T', 'Users interact in desktop and VR environments.').benchmarks).toEqual([]);
		expect(
			extract('T', 'Keys stay in a Trusted Execution Environment (TEE) at all times.').benchmarks
		).toEqual([]);
	});

	it('keeps unexplained name-like tokens as candidates, with cues and defined long forms', () => {
		const { candidates } = run(
			'We follow Group Sequence Policy Optimization (GSPO) and test on the ZetaSuite benchmark.'
		);
		const byName = Object.fromEntries(candidates.map((c) => [c.name, c]));
		expect(byName.GSPO.long_form).toBe('Group Sequence Policy Optimization');
		expect(byName.ZetaSuite).toBeUndefined(); // read as a benchmark already
		// A word typed to spell an acronym is no candidate name.
		expect(
			run('We propose a Length-bAsed StEp Reward shaping method (LASER) here.').candidates.map(
				(c) => c.name
			)
		).not.toContain('StEp');
		// Spelled out after the name, too.
		const after = run('We follow GSPO (Group Sequence Policy Optimization) on math.').candidates;
		expect(after[0].long_form).toBe('Group Sequence Policy Optimization');
	});

	it('reads plain capitalised words after "the" and before a head noun as a name', () => {
		expect(
			run('We train agents in the open-ended Zorbax environment with sparse rewards.').names
		).toEqual(['Zorbax']);
		expect(run('Tests use the Quill Harbor dataset of ship logs.').names).toEqual(['Quill Harbor']);
		// Sentence-initial capitals and generic words are not names.
		expect(run('The Python environment and the Adam optimizer were used.').names).toEqual([]);
	});

	it('reads a title-cased phrase ending in a capitalised head noun as one name', () => {
		expect(run('Results on the Glass Tower Planning Benchmark improve.').names).toEqual([
			'Glass Tower Planning Benchmark'
		]);
		expect(
			run('it tops the Open Harbor Leaderboard, and the Foo Bar Challenge too.').names
		).toEqual(['Open Harbor Leaderboard', 'Foo Bar Challenge']);
		// One plain word before the head describes; "Environment" phrases are usually terms.
		expect(
			run('it passes the Artificial Benchmark inside a Trusted Execution Environment.').names
		).toEqual([]);
	});

	it('reads a list opened by "(e.g." after a head noun', () => {
		expect(run('Across 9 benchmarks (e.g. ZetaQA, OmniFoo and BBQX) it wins.').names).toEqual([
			'ZetaQA',
			'OmniFoo',
			'BBQX'
		]);
	});

	it('reads a name in apposition to a benchmark noun when it closes the clause', () => {
		expect(run('We collect a driving dataset, RoadMix, for planners.').names).toEqual(['RoadMix']);
		expect(run('Gains hold on our new benchmark, ToolArena-2.').names).toEqual(['ToolArena-2']);
		// A name that starts the next clause is its subject, not the benchmark's name.
		expect(run('On this benchmark, FooNet-7 scores highest.').names).toEqual([]);
	});

	it('reads a name whose last part says it is a benchmark, and a version after a name', () => {
		expect(run('Third, CareTrust-Bench, an evaluation suite, and PlayArena.').names).toEqual([
			'CareTrust-Bench',
			'PlayArena'
		]);
		expect(run('We test in Atari games and the RoboBoxer III environment.').names).toEqual([
			'RoboBoxer III'
		]);
	});

	it('reads a list after "benchmark problems", not after any "problems"', () => {
		expect(run('Results on benchmark problems (e.g., PCVRP and OPX) improve.').names).toEqual([
			'PCVRP',
			'OPX'
		]);
		expect(run('It handles problems such as CSPs and QBFs.').names).toEqual([]);
	});

	it("does not read a sentence's subject after a fronted phrase, nor a described suffix", () => {
		expect(run('In each environment, RoboDog and WalkerNet are compared.').names).toEqual([]);
		expect(run('On the held-out dataset, DeepRetriever wins.').names).toEqual([]);
		expect(run('It ships a PyBullet-Gym-compatible wrapper.').names).toEqual([]);
	});

	it('keeps the size written between a name and "dataset" as part of the dataset\'s name', () => {
		expect(run('We validate it on the ZAPO 14.1k dataset with small models.').names).toEqual([
			'ZAPO 14.1k'
		]);
		// A plain word before the size is no name.
		expect(run('We validate it on the Math 14.1k dataset.').names).toEqual([]);
	});

	it('reads a name in apposition to a benchmark noun even when it ends like a method ("…RL")', () => {
		expect(run('It leads on the offline safe RL benchmark, OSRL.').names).toEqual(['OSRL']);
	});

	it('reads a Gym environment id with its version as a name', () => {
		expect(run('Results on the Taxi-v3 environment are stable.').names).toEqual(['Taxi-v3']);
	});

	it('reads plain words of a plural-head list that holds a benchmark read already', () => {
		const text = 'Experiments on SoundSet-2, Kestrel and Harlow datasets show it.';
		const known = text.indexOf('SoundSet-2');
		expect(run(text, [[known, known + 10]]).names.sort()).toEqual(['Harlow', 'Kestrel']);
		// Not without one, nor an adjective or a kind of split, nor a plain word that ends a name.
		expect(run('It scores 98.7% on the Harlow and Kestrel datasets.').names).toEqual([]);
		const described = 'Experiments on SoundSet-2, Synthetic and Validation datasets show it.';
		const at = described.indexOf('SoundSet-2');
		expect(run(described, [[at, at + 10]]).names).toEqual([]);
		expect(run('We test on the IMDB Review and SoundSet-2 datasets.').names.sort()).toEqual([
			'IMDB',
			'SoundSet-2'
		]);
	});

	it('reads plain and hyphenated items of an example list that holds a benchmark read already', () => {
		const text = 'It wins on retrieval benchmarks like Harlow, Rest-meta-KD and SoundSet-2.';
		const known = text.indexOf('SoundSet-2');
		// (SoundSet-2 is read already: what this pass adds is the rest.)
		expect(run(text, [[known, known + 10]]).names.sort()).toEqual(['Harlow', 'Rest-meta-KD']);
		// Not a word that starts a longer name ("Heart Disease").
		const longer = 'It wins on datasets like Heart Disease and SoundSet-2.';
		const at = longer.indexOf('SoundSet-2');
		expect(run(longer, [[at, at + 10]]).names).toEqual([]);
	});

	it('reads plain capitalised examples of a data noun as benchmarks, anchored or not', () => {
		expect(
			run('Experiments on infilling benchmarks such as One-Billion-Word and Kestrel show gains.')
				.names
		).toEqual(['One-Billion-Word', 'Kestrel']);
		expect(
			run('Trained on two public datasets, including Harlow and Ningbo, it demonstrates gains.')
				.names
		).toEqual(['Harlow', 'Ningbo']);
		// Not examples of tasks, domains or environments, nor subjects, platforms, languages or
		// adjectives, nor the words of a longer name.
		expect(run('We test on tasks such as Math and Code.').names).toEqual([]);
		expect(run('GUI environments such as Android, Web and Desktop are hard.').names).toEqual([]);
		expect(run('We test on environments such as Hopper, Ant and Humanoid.').names).toEqual([
			'Hopper',
			'Ant',
			'Humanoid'
		]);
		expect(run('Benchmarks such as Math and Code are used.').names).toEqual([]);
		expect(run('Results on datasets such as Python and Java show gains.').names).toEqual([]);
		expect(run('We use datasets such as Synthetic and Harlow Review corpora.').names).toEqual([]);
	});

	it('reads name-shaped items right after a plural data noun', () => {
		expect(
			run('We test on mainstream benchmarks CEC2013 and CEC2017, which proves it.').names
		).toEqual(['CEC2013', 'CEC2017']);
		expect(run('Results on datasets Synthetic and Real hold.').names).toEqual([]);
		// Not the subject after a fronted phrase, nor a name a noun or a verb follows.
		expect(run('In both environments AgentX-7 struggles with tasks.').names).toEqual([]);
		expect(run('On these datasets SimCLR-v2 beats all baselines.').names).toEqual([]);
		expect(run('These datasets ICD-10 codes are mapped to.').names).toEqual([]);
		// Two names or more make a list wherever it stands.
		expect(run('On benchmarks CEC2013 and CEC2017, our method improves by 5%.').names).toEqual([
			'CEC2013',
			'CEC2017'
		]);
		expect(run('Experiments on benchmarks CEC2013 and CEC2017 show that it works.').names).toEqual([
			'CEC2013',
			'CEC2017'
		]);
	});

	it('reads one name-shaped name right after a singular data noun or "game", not after the verb', () => {
		expect(
			run('Tests use the causal benchmark CauseLadder and the logic dataset ProofQA-2.').names
		).toEqual(['CauseLadder', 'ProofQA-2']);
		expect(run('We evaluate it on the real-world dataset V2XSet, and it works.').names).toEqual([
			'V2XSet'
		]);
		expect(run('Play-tests use the experimental 3D game LabQuests.').names).toEqual(['LabQuests']);
		expect(run('It is validated on the TEPX and SWaT testbeds.').names).toEqual(['SWaT', 'TEPX']);
		// "benchmark" as a verb names no benchmark; nor a name a clause goes on from.
		expect(run('We benchmark FooNet-2 against five baselines.').names).toEqual([]);
		expect(run('On this dataset FooNet-2 beats all baselines.').names).toEqual([]);
		// Nor after "each" or "every": a fronted phrase, then the subject.
		expect(
			run('On each benchmark MetaAgent and the strongest baseline are compared.').names
		).toEqual([]);
		expect(
			run('On every testbed SafeRL-X, which enforces constraints, performs best.').names
		).toEqual([]);
	});

	it('reads no example in a bracket that spells the compound before it', () => {
		expect(run('We examine gaps in in-domain (ID) settings.').names).toEqual([]);
		expect(run('We evaluate on general-domain (BEIR) and code (CoIR) benchmarks.').names).toContain(
			'BEIR'
		);
	});

	it('reads a list after "tasks, including", not after "domains, including", and stops at a subject', () => {
		expect(
			run('We test on slide tasks, including CAMEL-16 and CAMEL-17, with gains.').names
		).toEqual(['CAMEL-16', 'CAMEL-17']);
		expect(run('It covers formal domains, including PDDL planning and logic.').names).toEqual([]);
		expect(
			run('Trained on two datasets, including CAMEL-16 and CAMEL-17, KiteNet demonstrates gains.')
				.names
		).toEqual(['CAMEL-16', 'CAMEL-17']);
	});

	it('reads the name-shaped name a result is said on, closing its phrase', () => {
		expect(
			run('It improves detection by up to 44.44% on ASVspoof2019 and 26.34% on ASVspoof2021.').names
		).toEqual(['ASVspoof2019', 'ASVspoof2021']);
		expect(run('It reaches a WER of 32.9% on AMI SDM when the bias list is long.').names).toEqual([
			'AMI SDM'
		]);
		for (const abstract of [
			// Categories, splits, platforms and hardware: plain words or generic acronyms.
			'It gains 5% on Math and 3% on Code over the base model.',
			'It gains 5% on Average and 3% on Level 5 problems.',
			'The agent reaches 85% on Ubuntu and 70% on Windows.',
			'Kernels run 1.6x on CPU and 2.2x on GPU faster.',
			// The name must close its phrase.
			'It passes 76.28% on RTL mutants and 2.6% on RTX 4090 clusters.'
		])
			expect(run(abstract).names, abstract).toEqual([]);
	});

	it('reads a plain item of a list whose benchmark opens with small letters ("nuPlan")', () => {
		const abstract = 'We evaluate on the Waymo and nuPlan datasets, in terms of error.';
		const at = abstract.indexOf('nuPlan');
		expect(run(abstract, [[at, at + 6]]).names).toEqual(['Waymo']);
	});

	it('reads no accelerator, cloud or tool as a benchmark (review)', () => {
		for (const abstract of [
			'The kernel runs 2.1x on H100 and 1.7x on A100.',
			'It reduces cost by 30% on AWS and 25% on GCP.',
			'The agent is trained using vLLM and DeepSpeed on the tasks.'
		])
			expect(run(abstract).names, abstract).toEqual([]);
	});

	it('reads no benchmark in names a kind of method follows ("the ReAct and CodeAct frameworks")', () => {
		expect(
			run('Agents show better performance, with agents based on the Foo and CodeAct frameworks.')
				.names
		).toEqual([]);
		expect(
			run('Results on the FooNet and BarNet architectures and the BazRL algorithms hold.').names
		).toEqual([]);
		// Models and applications modify only the item right before them.
		expect(run('Experiments on PARSEC and SPLASH-2 applications show a speedup.').names).toEqual([
			'PARSEC'
		]);
		expect(run('Experiments on the ALFWorld and CodeAct environments hold.').names).toEqual([
			'ALFWorld',
			'CodeAct'
		]);
	});
});
