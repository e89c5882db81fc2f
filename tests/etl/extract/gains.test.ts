import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const gains = (abstract: string) =>
	extract('A study', abstract).gains.map((g) => [g.value, g.unit, g.direction]);

describe('extractGains', () => {
	it('reads which way a claim went from its own words, not a later "less" in its clause', () => {
		expect(gains('It improves accuracy by 5% with less memory.')).toEqual([[5, '%', 'up']]);
		expect(gains('It averages 2x higher accuracy with significantly less data.')).toEqual([
			[2, 'x', 'up']
		]);
		expect(gains('It boosts performance by 2% compared to less optimal allocations.')).toEqual([
			[2, '%', 'up']
		]);
		// Its own comparative or noun of change, a measure that improves by falling, or a level.
		expect(gains('It outperforms PPO by 12% with 40% fewer samples.')).toEqual([
			[12, '%', 'up'],
			[40, '%', 'down']
		]);
		expect(gains('It brings efficiency gains through a 70% reduction in tokens.')).toEqual([
			[70, '%', 'down']
		]);
		expect(gains('It outperforms baselines by up to 1.44x in p99 latency.')).toEqual([
			[1.44, 'x', 'down']
		]);
	});

	it('reads a "-fold" as a multiple only where a change is said next to it', () => {
		expect(gains('Our contributions are threefold: (1) we build a taxonomy.')).toEqual([]);
		expect(gains('We run 5 fold cross validated training and a twofold pipeline.')).toEqual([]);
		expect(gains('It brings a twofold improvement in accuracy.')).toEqual([[2, 'x', 'up']]);
		// Which way: the verb before or the noun after.
		expect(gains('It cuts the training time by as much as tenfold.')).toEqual([[10, 'x', 'down']]);
		expect(gains('Training time is reduced three-fold.')).toEqual([[3, 'x', 'down']]);
		expect(gains('It yields reductions of up to 444-fold, 312-fold, and 15.6-fold.')).toEqual([
			[444, 'x', 'down'],
			[312, 'x', 'down'],
			[15.6, 'x', 'down']
		]);
	});

	it('reads a multiplication sign written before the number, not a variable', () => {
		expect(gains('Our kernels reach an average speedup of x17.7 over the reference.')).toEqual([
			[17.7, 'x', 'up']
		]);
		expect(gains('Pruning makes inference ×3.2 faster on one GPU.')).toEqual([[3.2, 'x', 'up']]);
		expect(gains('Let x1 and x2 improve the bound by reusing x3.')).toEqual([]);
	});

	it('reads the direction of the change, not of a side effect said after the value', () => {
		expect(gains('It accelerates inference by up to 1.3x with negligible degradation.')).toEqual([
			[1.3, 'x', 'up']
		]);
		expect(gains('The method reduces latency by 30% with minimal accuracy drop.')).toEqual([
			[30, '%', 'down']
		]);
	});

	it('reads a percentage next to its relative figure as points, and the relative one as percent', () => {
		expect(gains('It lifts accuracy by 6.20% (13.5% relative) on tide gauges.')).toEqual([
			[6.2, 'pt', 'up'],
			[13.5, '%', 'up']
		]);
		expect(gains('It lifts accuracy by 6.20% (a relative gain of 13.5%) on gauges.')).toEqual([
			[6.2, 'pt', 'up'],
			[13.5, '%', 'up']
		]);
		expect(gains('It cuts error by 0.8% absolute (3.1% relative) on gauges.')).toEqual([
			[0.8, 'pt', 'down'],
			[3.1, '%', 'down']
		]);
		expect(
			gains(
				'It gains absolute improvements of 2.1 % (9.3 % relative) and 3.4 % (11.2 % relative) on gauges.'
			)
		).toEqual([
			[2.1, 'pt', 'up'],
			[9.3, '%', 'up'],
			[3.4, 'pt', 'up'],
			[11.2, '%', 'up']
		]);
		// The list goes on in the unit of its head after a relative figure in brackets.
		expect(
			gains('It shows absolute gains of 4.1% (12.0% relative) on GSM8K and 3.2% on MATH.')
		).toEqual([
			[4.1, 'pt', 'up'],
			[12, '%', 'up'],
			[3.2, 'pt', 'up']
		]);
		// "relative to" compares with something: no relative figure, and no absolute one undone.
		expect(gains('It yields an absolute gain of 3% relative to PPO.')).toEqual([[3, 'pt', 'up']]);
		expect(gains('It reduces latency by 40% on average (25% relative to vLLM).')).toEqual([
			[40, '%', 'down']
		]);
		expect(gains('The agent reaches 61% (85% relative to human experts) on the suite.')).toEqual(
			[]
		);
		// A bracket that gives no relative figure says nothing of the unit.
		expect(gains('It lifts accuracy by 6.20% (p < 0.01) on gauges.')).toEqual([[6.2, '%', 'up']]);
	});

	it('reads a bold number with a thousands separator and a typeset times sign', () => {
		expect(gains('It needs \\textbf{4,500$\\times$} lower overhead than tuning.')).toEqual([
			[4500, 'x', 'down']
		]);
		expect(gains('It cuts cost by \\textbf{12,000}% on gauges.')).toEqual([[12000, '%', 'down']]);
		expect(gains('It runs \\textbf{3.2$\\times$} faster than before.')).toEqual([[3.2, 'x', 'up']]);
		// A decimal comma or a list inside the bold stays unread.
		expect(gains('It improves accuracy by \\textbf{5,7}% on gauges.')).toEqual([]);
	});

	it('reads no number of parameters as a gain, trainable or learnable ones included', () => {
		expect(gains('Prior tide models contain 10times more learnable parameters.')).toEqual([]);
		expect(gains('It needs 6.75 times fewer trainable parameters than prior gauges.')).toEqual([]);
		expect(gains('It runs 6.75 times faster than prior gauges.')).toEqual([[6.75, 'x', 'up']]);
	});

	it('reads the claims a change noun gives in brackets after "of", and the range of a claim just read', () => {
		expect(
			gains('It achieves (maximum, average) improvements of (56%, 31%) in tide slack.')
		).toEqual([
			[56, '%', 'up'],
			[31, '%', 'up']
		]);
		expect(
			gains('It achieves a relative improvement of 7.33% (ranging from 5.96% to 8.64%) on gauges.')
		).toEqual([
			[7.33, '%', 'up'],
			[5.96, '%', 'up'],
			[8.64, '%', 'up']
		]);
		// Levels in brackets after a verb are still levels.
		expect(gains('Accuracy rose (from 5.96% to 8.64%) on gauges.')).toEqual([]);
	});

	it('reads a share of the resources saved as a reduction, not a share of anything saved', () => {
		expect(gains('It saves 84.3% of training time compared to prior gauges.')).toEqual([
			[84.3, '%', 'down']
		]);
		expect(gains('It saves 40% of gauges from flooding.')).toEqual([]);
		expect(gains('It saves 30% of energy consumption on gauges.')).toEqual([[30, '%', 'down']]);
		// Data set aside is no saving.
		expect(gains('We save 10% of the samples for validation.')).toEqual([]);
	});

	it('reads no dropout as a drop: a dropout rate is a setting', () => {
		expect(gains('We train the tide model with a dropout rate of 10%.')).toEqual([]);
		expect(gains('Gauge accuracy drops by 10% on storm days.')).toEqual([[10, '%', 'down']]);
	});

	it('reads no identifier with an x as a multiple', () => {
		for (const abstract of [
			'On x86 machines our kernel shows lower latency than the baseline.',
			'Using a PCIe x16 link gives higher throughput for the learner.',
			'The ResNet-x50 backbone yields better accuracy.',
			'A dash $\\unicode{x2014}$ improves nothing here.'
		])
			expect(gains(abstract), abstract).toEqual([]);
		expect(gains('The method is ×3 faster than PPO.')).toEqual([[3, 'x', 'up']]);
	});

	it('reads no adjective of a noun after the value, and no share that improved', () => {
		expect(gains('Our method yields a gain over a strong 70% baseline on MATH.')).toEqual([]);
		expect(gains('Among the tested prompts, 62% improved after fine-tuning.')).toEqual([]);
	});

	it('reads "N% improved …" right after the value, and praise between "by a" and the value', () => {
		expect(gains('The planner gives 50x improved sample efficiency over SAC.')).toEqual([
			[50, 'x', 'up']
		]);
		expect(gains('An error below 80% yields improved reconstructions.')).toEqual([]);
		expect(gains('It improves accuracy by a remarkable 12.5% over PPO.')).toEqual([
			[12.5, '%', 'up']
		]);
		expect(gains('It boosts the score by an impressive 41.4% on the task.')).toEqual([
			[41.4, '%', 'up']
		]);
	});

	it('reads a percentage typeset in LaTeX math and numbers with thousands separators', () => {
		expect(gains('The planner shows a $26\\%$ improvement in success rate.')).toEqual([
			[26, '%', 'up']
		]);
		expect(gains('It converges $30\\%$ faster than the tuned baseline.')).toEqual([
			[30, '%', 'up']
		]);
		expect(gains('The solver reaches a 3,528x speed-up over the reference code.')).toEqual([
			[3528, 'x', 'up']
		]);
		expect(gains('It runs 10,000 times faster than exhaustive search.')).toEqual([
			[10000, 'x', 'up']
		]);
	});

	it('reads a multiple typeset as LaTeX times or joined by -fold, and a hyphenated point', () => {
		expect(gains('The controller gives a $1.7 \\times$ median improvement in return.')).toEqual([
			[1.7, 'x', 'up']
		]);
		expect(gains('Decoding runs 12$\\times$ faster than the dense model.')).toEqual([
			[12, 'x', 'up']
		]);
		expect(gains('This yields a 2.4-fold increase in sample efficiency.')).toEqual([
			[2.4, 'x', 'up']
		]);
		expect(gains('It raises pass@1 by 6.3 points, a 6.3-point gain over SFT.')).toEqual([
			[6.3, 'pt', 'up'],
			[6.3, 'pt', 'up']
		]);
		// Scientific notation and image sizes are no multiples.
		expect(gains('The error drops by $3.1 \\times 10^{-3}$ units.')).toEqual([]);
		expect(gains('On $64\\times64$ inputs the error drops by 20%.')).toEqual([[20, '%', 'down']]);
		// Folds of a cross-validation are no multiple.
		expect(gains('With 5-fold cross-validation, accuracy improves by 3%.')).toEqual([
			[3, '%', 'up']
		]);
	});

	it('reads percentage points, with a word between number and unit, as points', () => {
		expect(gains('It brings a 6% absolute improvement in success rate.')).toEqual([
			[6, 'pt', 'up']
		]);
		expect(gains('It improves accuracy by 3.2 percentage points on the suite.')).toEqual([
			[3.2, 'pt', 'up']
		]);
		expect(gains('It beats the prior method by 1.6 average points across tasks.')).toEqual([
			[1.6, 'pt', 'up']
		]);
		expect(gains('It outperforms the baseline by 45 absolute percentage points.')).toEqual([
			[45, 'pt', 'up']
		]);
	});

	it('reads a range before "absolute" and a noun of any change as points', () => {
		expect(gains('The guard leads to 12% to 40% absolute reductions in error rates.')).toEqual([
			[12, 'pt', 'down'],
			[40, 'pt', 'down']
		]);
		expect(gains('Tuning yields a 3% absolute drop in toxicity.')).toEqual([[3, 'pt', 'down']]);
		expect(gains('Tuning yields a 7% absolute boost in recall.')).toEqual([[7, 'pt', 'up']]);
		// "absolute" naming something else after the value keeps percent, and so does a change of
		// what a method spends: latency or memory is no percentage.
		expect(gains('It cuts the error by 9% absolute error units.')).toEqual([[9, '%', 'down']]);
		expect(gains('It brings a 35% absolute reduction in inference latency.')).toEqual([
			[35, '%', 'down']
		]);
		expect(gains('It brings a 40% absolute drop in memory usage.')).toEqual([[40, '%', 'down']]);
		expect(
			gains('Our method achieves a 35% absolute reduction in the end-to-end latency of serving.')
		).toEqual([[35, '%', 'down']]);
		// (A rate of a thing used stays a rate.)
		expect(gains('It yields a 12% absolute improvement in tool usage accuracy.')).toEqual([
			[12, 'pt', 'up']
		]);
	});

	it('reads "N% absolute" closing its phrase as points, and the levels a gain bracket gives as no gain', () => {
		expect(gains('It raises the recovery rate by 5.7% absolute, yielding better agents.')).toEqual([
			[5.7, 'pt', 'up']
		]);
		expect(gains('It brings a 4% accuracy gain (42.75% to 46.75%) over GRPO.')).toEqual([
			[4, '%', 'up']
		]);
		// Levels compared in the brackets of another claim's noun are that claim's gains; a metric
		// with a digit may name the claim's own noun.
		expect(gains('It improves pass@1 by 20% with accuracy gains (3.1% vs. 1.2%).')).toEqual([
			[20, '%', 'up'],
			[3.1, '%', 'up']
		]);
		expect(gains('It shows a 150% relative F1 improvement (35.0% vs. 14.0%).')).toEqual([
			[150, '%', 'up']
		]);
		expect(
			gains('It cuts latency by 20% and brings accuracy gains (3.1% vs. 1.2% for PPO).')
		).toEqual([
			[20, '%', 'down'],
			[3.1, '%', 'up']
		]);
		expect(gains('The agent shows a 150% relative gain (35.0% vs. 14.0%) on new scenes.')).toEqual([
			[150, '%', 'up']
		]);
		// Without a claim before it, the bracket holds the claimed range.
		expect(gains('It brings improvements (11% to 34%) over GRPO.')).toEqual([
			[11, '%', 'up'],
			[34, '%', 'up']
		]);
	});

	it('reads a gain whose noun follows a metric with digits, a mean in brackets, a bare speed-up', () => {
		expect(gains('It yields 3.1%--4.2% Pass@1 gains across sizes.')).toEqual([
			[3.1, '%', 'up'],
			[4.2, '%', 'up']
		]);
		expect(gains('It brings perplexity reductions of 2-20% (mean 6.1%) on all sets.')).toEqual([
			[2, '%', 'down'],
			[20, '%', 'down'],
			[6.1, '%', 'down']
		]);
		expect(gains('It converges sooner (mean speed-up 64%).')).toEqual([[64, '%', 'up']]);
		// A bracketed level after a gain is no mean of it.
		expect(gains('It improves accuracy by 3% (reaching 71%).')).toEqual([[3, '%', 'up']]);
	});

	it('reads claims far from their verb, in brackets after it, or later in a long list', () => {
		// A bracketed list between the verb and its "by".
		expect(
			gains('It improves four offline RL algorithms (ATAC, CQL, TD3+BC, and IQL) by 9% on average.')
		).toEqual([[9, '%', 'up']]);
		// Claims in brackets after a verb of change and its object; not two levels set side by side.
		expect(gains('It cuts errors, reducing false negatives (1.5% for A and 10% for B).')).toEqual([
			[1.5, '%', 'down'],
			[10, '%', 'down']
		]);
		expect(gains('It improves with more data (65% to 72% from 100 to 300 items).')).toEqual([]);
		expect(gains('It has lower errors (1.14% vs 3.14%) than the CNN.')).toEqual([]);
		// A list item a long phrase after the first claim.
		expect(
			gains(
				'It outperforms zero-RL methods by 9.0% on five mathematical reasoning benchmarks and 10.9% on three others.'
			)
		).toEqual([
			[9, '%', 'up'],
			[10.9, '%', 'up']
		]);
	});

	it('reads a difference in a metric after "by" as points, and a unit before a metric as itself', () => {
		expect(gains('It outperforms the previous best by 3.9 F1-score.')).toEqual([[3.9, 'pt', 'up']]);
		expect(gains('It improves F1 by 42.0% F1-score over the baseline.')).toEqual([[42, '%', 'up']]);
		expect(gains('It gains 8.1x ROUGE-L on open-ended answers.')).toEqual([[8.1, 'x', 'up']]);
	});

	it('reads a multiple once when a number and a word could both read it', () => {
		expect(gains('Learned policies give 3-fold better returns than random ones.')).toEqual([
			[3, 'x', 'up']
		]);
	});

	it('reads "doubles" and "triples" as multiples only as verbs with an object', () => {
		expect(gains('The schedule triples the throughput of the learner.')).toEqual([[3, 'x', 'up']]);
		expect(gains('The graph misses triples, so we infer new triples from text.')).toEqual([]);
		expect(gains('We build 9,000 question-answer triples of varied length.')).toEqual([]);
		expect(gains('We extract knowledge triples describing the scene.')).toEqual([]);
		expect(gains('The verifier doubles as a reward model.')).toEqual([]);
	});

	it('reads a level reached as no gain, and a range of plural gains as gains', () => {
		expect(gains('Retrieval raises the accuracy of the agent to 64.2% on hard tasks.')).toEqual([]);
		expect(gains('With more samples it improves further, reaching up to 71% accuracy.')).toEqual(
			[]
		);
		expect(gains('The planner shows relative improvements from 12% to 48% over PPO.')).toEqual([
			[12, '%', 'up'],
			[48, '%', 'up']
		]);
		// What a change grows to is a gain; levels compared with levels are not.
		expect(gains('The reduction in wear increased to 65% compared to the base model.')).toEqual([
			[65, '%', 'down']
		]);
		expect(gains('Accuracy improves to 72% compared to 65% before.')).toEqual([]);
		expect(gains('It improves accuracy to 61.3% compared with the baseline.')).toEqual([]);
		// A setting in brackets is no claim.
		expect(gains('We ran it reducing the training set (10% of the original).')).toEqual([]);
		// A verb or a singular noun before "from … to …" reads two levels.
		expect(gains('Success increases from 41% to 77% after training.')).toEqual([]);
		expect(gains('We see a word error rate reduction from 15.4% to 11.8%.')).toEqual([]);
		// A multiple is relative whatever verb reaches it.
		expect(gains('The accelerator achieves up to 9.5x energy savings over the CPU.')).toEqual([
			[9.5, 'x', 'down']
		]);
	});

	it('reads a multiple written in words before a comparative, with its direction', () => {
		expect(gains('The agent is over five times faster than manual tuning.')).toEqual([
			[5, 'x', 'up']
		]);
		expect(gains('It needs three times fewer rollouts than the baseline.')).toEqual([
			[3, 'x', 'down']
		]);
		// Not a claim: a repetition, a smaller model, a tolerance or a count of points.
		expect(gains('We repeat each run three times more for safety.')).toEqual([]);
		expect(gains('It matches the teacher with eight times fewer parameters.')).toEqual([]);
		expect(gains('It predicts goodput within a $20\\%$ error margin.')).toEqual([]);
		expect(gains('Our scan holds 1,877,324 points compared to 506,961 points.')).toEqual([]);
	});

	it('reads bare numbers listed after a gain noun as points when the text says absolute or points', () => {
		expect(gains('It brings absolute improvements of 2.5, 4.0, and 7.5 on three suites.')).toEqual([
			[2.5, 'pt', 'up'],
			[4, 'pt', 'up'],
			[7.5, 'pt', 'up']
		]);
		expect(gains('That is improvements of 11.2 and 9.7 points over two baselines.')).toEqual([
			[11.2, 'pt', 'up'],
			[9.7, 'pt', 'up']
		]);
		// Without a unit or "absolute", bare numbers could be anything.
		expect(gains('We report improvements of 3 and 4 across seeds.')).toEqual([]);
	});

	it('gives a value coordinated with a later gain that gain noun and direction', () => {
		expect(gains('It reaches up to a 90% and, on average, a 30% improvement.')).toEqual([
			[90, '%', 'up'],
			[30, '%', 'up']
		]);
		expect(gains('Our method requires 12x and 5x less memory.')).toEqual([
			[12, 'x', 'down'],
			[5, 'x', 'down']
		]);
		// A level in between is no shared noun.
		expect(gains('It achieves 85% accuracy and a 5% improvement.')).toEqual([[5, '%', 'up']]);
	});

	it('reads the second of two coordinated gains past a benchmark named with its year', () => {
		expect(
			gains('It obtains absolute gains of 5 points on AMC 2023 and 3.3 points on AIME 2024.')
		).toEqual([
			[5, 'pt', 'up'],
			[3.3, 'pt', 'up']
		]);
	});

	it('keeps levels "from A% to B%" apart from a claim of its own that follows', () => {
		const f = extract(
			'A study',
			'The error is reduced from 31.2% to 19.8%, and the latency decreases by 22%.'
		);
		expect(f.gains.map((g) => [g.value, g.unit, g.direction])).toEqual([[22, '%', 'down']]);
		expect(f.scores.map((s) => s.value)).toEqual([31.2, 19.8]);
	});

	it('reads a change noun that reaches or amounts to a value, in points of a metric', () => {
		expect(gains('On the hardest split, the gain reaches 7.9 points of exact match.')).toEqual([
			[7.9, 'pt', 'up']
		]);
		expect(gains('The improvement amounts to 4.1% on average.')).toEqual([[4.1, '%', 'up']]);
		// A level reached is still none.
		expect(gains('The policy reaches 7.9 points of reward.')).toEqual([]);
		// An improvement's own rate is the claim, whatever follows "with".
		expect(
			gains('It beats all baselines with a relative improvement ratio of 15.2% on Atari.')
		).toEqual([[15.2, '%', 'up']]);
	});

	it('reads numbers typeset in LaTeX math and multiples of what is compared', () => {
		expect(gains('It improves success rates by $36\\%$ over the prior method.')).toEqual([
			[36, '%', 'up']
		]);
		expect(
			gains('The agent achieves up to $4.5$ times the average return of the baseline.')
		).toEqual([[4.5, 'x', 'up']]);
		expect(gains('Each probe costs about 1.15 times the number of nodes.')).toEqual([]);
	});

	it('reads "from A% to B%" as two levels, also after "an average of"', () => {
		const f = extract(
			'A study',
			'It lifts the model from an average of 41.5% to 52.5% on hard tasks.'
		);
		expect(f.gains).toEqual([]);
		expect(f.scores.map((s) => s.value)).toEqual([41.5, 52.5]);
	});

	it('reads both levels of "(A% vs. B%)": an abbreviation ends no sentence', () => {
		const f = extract(
			'A study',
			'The gap mirrors the one between two models (61.0% vs. 77.5%), a big jump.'
		);
		expect(f.scores.map((s) => s.value)).toEqual([61, 77.5]);
	});

	it('reads a number set in bold, and quotes it as written', () => {
		const text = 'It brings an average $\\textbf{10.5%}$ improvement in recall.';
		expect(gains(text)).toEqual([[10.5, '%', 'up']]);
		expect(extract('A study', text).gains[0].text).toContain('$\\textbf{10.5%}$');
	});

	it('reads "by N%" a long object away from its verb of change, but not "of N%"', () => {
		expect(
			gains(
				'Wide nets outperform their respective static counterparts of the same size by up to 48%.'
			)
		).toEqual([[48, '%', 'up']]);
		expect(
			gains(
				'Our parser improves the overall pipeline for scanned documents, with an accuracy of 97.1%.'
			)
		).toEqual([]);
	});

	it('gives a clause that names no change the direction of the nearest verb before it', () => {
		expect(
			gains(
				'It reduces the mean completion time by over 70% and the P95 completion time by over 80%.'
			)
		).toEqual([
			[70, '%', 'down'],
			[80, '%', 'down']
		]);
		expect(gains('It reduces latency by 20% and is 3x smaller than the baseline.')).toEqual([
			[20, '%', 'down'],
			[3, 'x', 'down']
		]);
	});

	it('takes the direction of a verb of change over a noun of change, and reads past "more than"', () => {
		expect(
			gains(
				'It accelerates the reduction process (the number of tokens deleted per second on long inputs) by 3.3x.'
			)
		).toEqual([[3.3, 'x', 'up']]);
		expect(gains('It can reduce the size of networks by more than 85%, keeping accuracy.')).toEqual(
			[[85, '%', 'down']]
		);
	});

	it('reads a fall the text reports with "decreases by only" or "degrades … by" as a reduction', () => {
		expect(gains('When the arm is pushed, the return decreases by only 7.2%.')).toEqual([
			[7.2, '%', 'down']
		]);
		expect(gains('Corrupting a tenth of the data can degrade agent return by 64%.')).toEqual([
			[64, '%', 'down']
		]);
		// "by only" marks a claim; "to only" gives the level reached.
		expect(gains('Pruning shrinks the feature set to only 3.5% of its size.')).toEqual([]);
		// A negated degradation says nothing of the direction.
		expect(gains('It gives a speedup ratio of 1.7-2.4x without degrading accuracy.')).toEqual([
			[1.7, 'x', 'up'],
			[2.4, 'x', 'up']
		]);
	});

	it('reads "by at least N%" and "N times speed up"', () => {
		expect(gains('Our agent beats the baselines by at least 6.5% in reward.')).toEqual([
			[6.5, '%', 'up']
		]);
		expect(gains('We observe at least 4 times speed up in training.')).toEqual([[4, 'x', 'up']]);
	});

	it('continues a list of gains across benchmark names that hold digits', () => {
		expect(
			gains('It improves over the baseline by 7% on the AIME24 benchmark and 11.5% on AIME25.')
		).toEqual([
			[7, '%', 'up'],
			[11.5, '%', 'up']
		]);
	});

	it('reads "within N% of" a baseline as a difference, not an error bound', () => {
		expect(gains('Our planner stays within 8% of the state-of-the-art LKH3 solver.')).toEqual([
			[8, '%', 'down']
		]);
		expect(gains('The model predicts run times within 10% of the ground truth.')).toEqual([]);
	});

	it('lets an explicit "+" say the quantity grew, and "but" start another claim', () => {
		expect(gains('It costs a small efficiency degradation (+1.4x in runtime).')).toEqual([
			[1.4, 'x', 'up']
		]);
		expect(gains('Accuracy degrades by 3% on old tasks but improves by 5% on new ones.')).toEqual([
			[3, '%', 'down'],
			[5, '%', 'up']
		]);
	});

	it('reads a reduction "by half" as 50% down, and nothing in a half that is no reduction', () => {
		expect(gains('Our sampler reduces the denoising steps by half.')).toEqual([[50, '%', 'down']]);
		expect(gains('We train on half of the data.')).toEqual([]);
	});

	it('reads a value hedged with "~" or a LaTeX \\sim as the value itself', () => {
		expect(gains('The probe lifts recall by ~15% over the base policy.')).toEqual([
			[15, '%', 'up']
		]);
		expect(gains('The probe lifts recall by up to $\\sim 15 \\%$ over the base policy.')).toEqual([
			[15, '%', 'up']
		]);
		expect(gains('The planner is faster by $\\approx$4x than the tree search.')).toEqual([
			[4, 'x', 'up']
		]);
	});

	it('reads a change "between A and B" as a range of claims, not a setting that says between', () => {
		expect(gains('We see an improvement in returns between 4.5% and 9% across tasks.')).toEqual([
			[4.5, '%', 'up'],
			[9, '%', 'up']
		]);
		expect(gains('We improve recall on tasks with between 10% and 20% label noise.')).toEqual([]);
	});

	it('reads "by N%" after enhancing, expediting or being faster, and "N% worse" as a fall', () => {
		expect(
			gains(
				'The attack enhances the accuracy of existing cloning attacks on guarded APIs by up to 21.5%.'
			)
		).toEqual([[21.5, '%', 'up']]);
		expect(gains('The layout is faster in the full training run of the potential by 18%.')).toEqual(
			[[18, '%', 'up']]
		);
		expect(gains('The distilled model performed 7.5% worse on average than its teacher.')).toEqual([
			[7.5, '%', 'down']
		]);
	});

	it('reads "between A and B" only under a noun of change or "by", and no "by N%" of a later clause', () => {
		expect(gains('Returns improve by between 3% and 5% over PPO.')).toEqual([
			[3, '%', 'up'],
			[5, '%', 'up']
		]);
		expect(gains('The relative error lies between 2% and 5% across seeds.')).toEqual([]);
		expect(gains('The improvement holds for budgets between 10% and 50% of the data.')).toEqual([]);
		expect(
			gains('We enhance the prompts with examples and then we split the data by 80%.')
		).toEqual([]);
		// A relative clause inside the object is no clause of its own.
		expect(gains('It reduces the time it takes to converge by 30%.')).toEqual([[30, '%', 'down']]);
	});

	it('reads bare numbers listed before the value whose unit they share, after "by"', () => {
		expect(
			gains('Both models outperform the MLP by more than 9 and 4.5 times, respectively.')
		).toEqual([
			[9, 'x', 'up'],
			[4.5, 'x', 'up']
		]);
		expect(gains('Our agent beats the prompting baselines by over 20 and 10 points.')).toEqual([
			[20, 'pt', 'up'],
			[10, 'pt', 'up']
		]);
		// "of" shares the unit only after a noun of change: a tolerance is no claim.
		expect(gains('It meets a tolerance of 0.01 and 10X lower errors than the solver.')).toEqual([
			[10, 'x', 'down']
		]);
	});

	it('reads "as much as" and "circa" as hedges, and a list after "improvements are"', () => {
		expect(gains('It enhances area efficiency by as much as 3.79 times.')).toEqual([
			[3.79, 'x', 'up']
		]);
		expect(gains('It cuts the latency by circa 12% on the cluster.')).toEqual([[12, '%', 'down']]);
		expect(gains('The improvements are 13.62% for accuracy and 10.04% for recall.')).toEqual([
			[13.62, '%', 'up'],
			[10.04, '%', 'up']
		]);
	});

	it('reads a comparative right after the value, and a multiple against a baseline', () => {
		expect(gains('Both instances are 1.6X and 1.4X slower than the Xeon servers.')).toEqual([
			[1.6, 'x', 'down'],
			[1.4, 'x', 'down']
		]);
		expect(gains('The schedule keeps episodes 20% longer than the default.')).toEqual([
			[20, '%', 'up']
		]);
		expect(
			gains('It achieves 1.3x and 1.9x Mean Reciprocal Rank over the best baselines.')
		).toEqual([
			[1.3, 'x', 'up'],
			[1.9, 'x', 'up']
		]);
		expect(gains('The cache delivers a remarkable 4.9x memory compression.')).toEqual([
			[4.9, 'x', 'up']
		]);
		// A count of hardware, a setting, a level on larger models: no claims.
		for (const abstract of [
			'We train on 8x A100 GPUs over the course of a week.',
			'The classifier keeps its accuracy under 10x compression.',
			'The policy reaches 90% accuracy on larger models.'
		])
			expect(gains(abstract), abstract).toEqual([]);
	});

	it('reads a change written right after the value, and a multiple in words after "by"', () => {
		expect(gains('The agents average 11.03% decreased complexity in code.')).toEqual([
			[11.03, '%', 'down']
		]);
		expect(gains('The receiver reduces the channel error by up to two times.')).toEqual([
			[2, 'x', 'down']
		]);
		expect(gains('It sustains rollouts up to three times longer than the baseline.')).toEqual([
			[3, 'x', 'up']
		]);
		expect(gains('Our scheduler more than doubles throughput.')).toEqual([[2, 'x', 'up']]);
		expect(gains('Our scheduler cuts latency and more than double system throughput.')).toEqual([
			[2, 'x', 'up']
		]);
		for (const abstract of [
			'We build on double Q-learning with nearly double-blind review.',
			'Each prompt was executed three times on 42 tasks.'
		])
			expect(gains(abstract), abstract).toEqual([]);
	});

	it('continues a list whose next item opens with a hedge, and a second "by" of the same verb', () => {
		expect(
			gains(
				'It improves accuracy by 24.49% in segmentation, 17.88% in tagging, and up to 599.24% in transfer.'
			)
		).toEqual([
			[24.49, '%', 'up'],
			[17.88, '%', 'up'],
			[599.24, '%', 'up']
		]);
		expect(
			gains('It reduces memory by over 63% when pre-training and over 70% when fine-tuning.')
		).toEqual([
			[63, '%', 'down'],
			[70, '%', 'down']
		]);
		expect(
			gains(
				'It raises the rate by 12 points compared to A (in most settings), and by 6.8 points compared to B.'
			)
		).toEqual([
			[12, 'pt', 'up'],
			[6.8, 'pt', 'up']
		]);
		// Not across a sentence: "by 2%" there belongs to no verb of change.
		expect(
			gains('We reduce the error by 5% on A. The cost went up, and by 2% the memory.')
		).toEqual([[5, '%', 'down']]);
	});

	it('reads "more than" before a number as its hedge, not as a comparative of the value before', () => {
		expect(gains('It reaches an accuracy of 92% indoors and more than 80% outdoors.')).toEqual([]);
		expect(gains('It achieves a sum rate 3.5 X more than that of a square array.')).toEqual([
			[3.5, 'x', 'up']
		]);
	});

	it('reads a "by" a list of three tasks away from its verb of change', () => {
		expect(
			gains(
				'It outperforms the baseline models in topology generation task, property prediction task, and condition confirmation task by up to 80.2%, 5.1%, and 50.2%, respectively.'
			)
		).toEqual([
			[80.2, '%', 'up'],
			[5.1, '%', 'up'],
			[50.2, '%', 'up']
		]);
	});

	it('reads both values of a slash pair', () => {
		expect(
			gains('It achieves speedups of 4.43x/1.90x and a 30.5x/24.5x improvement in energy.')
		).toEqual([
			[4.43, 'x', 'up'],
			[1.9, 'x', 'up'],
			[30.5, 'x', 'up'],
			[24.5, 'x', 'up']
		]);
		expect(
			gains('It confirms 22.81%/12.90% accuracy improvements over the two baselines.')
		).toEqual([
			[22.81, '%', 'up'],
			[12.9, '%', 'up']
		]);
		// A pair of settings is no claim.
		expect(gains('It uses 20%/80% splits of the data.')).toEqual([]);
	});

	it('reads no repeat count, size or setting as a multiple against something (review)', () => {
		for (const abstract of [
			'Each policy is evaluated 10 times over the test set.',
			'The teacher is 10x bigger than the student model.',
			'We use a 2x larger batch size for all runs.',
			'We use a 30% reduced learning rate for the critic.',
			'Robustness is evaluated with 20% increased observation noise.',
			'It keeps accuracy at a 10x compression ratio.',
			// Hardware and a period of time after the multiple.
			'We train on 8x GPUs over the course of a week.',
			'We train with 8x A100 over the baselines of the lab.'
		])
			expect(gains(abstract), abstract).toEqual([]);
		expect(
			gains('It enables 8-32 times efficient test-time scaling compared to the baseline.')
		).toEqual([
			[8, 'x', 'up'],
			[32, 'x', 'up']
		]);
		expect(gains('It yields 8x KV cache compression at equal accuracy.')).toEqual([[8, 'x', 'up']]);
		expect(gains('It reaches 20-40% improved coverage with stable solitons.')).toEqual([
			[20, '%', 'up'],
			[40, '%', 'up']
		]);
	});

	it("keeps a word multiple beside another claim, pointing at the multiple, with the verb's direction", () => {
		const abstract = 'It reduces latency by 30% and memory usage by two times.';
		const f = extract('A study', abstract);
		expect(f.gains.map((g) => [g.value, g.unit, g.direction])).toEqual([
			[30, '%', 'down'],
			[2, 'x', 'down']
		]);
		const spans = f.mentions
			.filter((m) => m.kind === 'gain')
			.map((m) => abstract.slice(m.start, m.end));
		expect(spans).toEqual(['30%', 'two times']);
		expect(gains('Our method requires 3x longer training time than PPO.')).toEqual([
			[3, 'x', 'up']
		]);
	});

	it("gives each bare item of a list its own benchmark, not the last value's", () => {
		expect(
			extract(
				'A study',
				'It outperforms PPO by 3, 5 and 7 points on Atari, MuJoCo and Procgen respectively.'
			).gains.map((g) => [g.value, g.benchmark])
		).toEqual([
			// "respectively" pairs the list with the benchmarks item by item.
			[3, 'Atari'],
			[5, 'MuJoCo'],
			[7, 'Procgen']
		]);
	});

	it('reads no share, setting or participle\'s "by" as a claim, and keeps outcomes (second review)', () => {
		// A share after the claim.
		for (const abstract of [
			'It improves accuracy by 4% over the baseline, and more than 70% of annotators preferred it.',
			'It improves returns by 4% over PPO, and by 20% of training it already exceeds SAC.',
			'It improves accuracy by 4%, with 60%/40% of the gain coming from the critic and the actor.'
		])
			expect(gains(abstract), abstract).toEqual([[4, '%', 'up']]);
		for (const abstract of [
			'We run each baseline for 3x longer to match the compute budget.',
			'The improvements are largely explained by two times more rollouts per update.',
			'It improves exploration on navigation tasks in which the goal is sampled uniformly and the observations are shifted by 20%.'
		])
			expect(gains(abstract), abstract).toEqual([]);
		expect(
			gains('It has a false positive rate of 4% and fewer than 2% missed detections.')
		).toEqual([]);
		expect(gains('It achieves a 45% reduced inference latency compared to vLLM.')).toEqual([
			[45, '%', 'down']
		]);
		expect(gains('The system runs with 35% reduced energy consumption.')).toEqual([
			[35, '%', 'down']
		]);
		expect(gains('It improves throughput 3 times over vLLM and 2 times over TGI.')).toEqual([
			[3, 'x', 'up'],
			[2, 'x', 'up']
		]);
		expect(gains('Our scheduler achieves 2x larger throughput than vLLM.')).toEqual([
			[2, 'x', 'up']
		]);
		expect(
			gains('It gains 1 point on average, with up to 6 points of improvement on hard sets.')
		).toEqual([
			[1, 'pt', 'up'],
			[6, 'pt', 'up']
		]);
		expect(
			gains(
				'It beats agents by 12 points over a prompting baseline, which itself scores 61.5, and by 6.8 points over fine-tuned agents.'
			)
		).toEqual([
			[12, 'pt', 'up'],
			[6.8, 'pt', 'up']
		]);
	});

	it('reads a share of the resources a method needs as a reduction, not a share or a setting', () => {
		expect(
			gains('It outperforms RL and SFT while using only 13% of the demonstration data.')
		).toEqual([[13, '%', 'down']]);
		expect(gains('BREAD requires fewer than 40% of ground-truth traces.')).toEqual([
			[40, '%', 'down']
		]);
		expect(gains('It matches GRPO with only approximately 10% the training steps.')).toEqual([
			[10, '%', 'down']
		]);
		// A share of people, an attack's budget, a setting the method is tested in.
		expect(gains('More than 70% of annotators preferred it.')).toEqual([]);
		expect(gains('Poisoning just 1% of the dataset can degrade the policy.')).toEqual([]);
		expect(gains('It beats others in scenarios with only 2% labeled data.')).toEqual([]);
	});

	it('reads the direction from the noun of growth a value qualifies, not from what the clause reduces', () => {
		expect(gains('It achieves up to 2.8x performance gain with less than 10% tokens.')).toEqual([
			[2.8, 'x', 'up'],
			[10, '%', 'down']
		]);
		expect(gains('It yields a 40% improvement with less memory.')).toEqual([[40, '%', 'up']]);
		// Not the noun of another clause, or one a verb leads to.
		expect(gains('It reduces the delay by 96.05% and boosts quality by 43.99%.')).toEqual([
			[96.05, '%', 'down'],
			[43.99, '%', 'up']
		]);
		expect(
			gains('A reduction of the sessions of up to 75% yields significant improvements.')
		).toEqual([[75, '%', 'down']]);
	});

	it('reads "from a baseline of A% to up to B%" as two levels, not a gain', () => {
		const f = extract(
			'A study',
			'It raises the harmful response rate from a baseline of 2.15% to up to 61.04% on average.'
		);
		expect(f.gains).toEqual([]);
		expect(f.scores.map((s) => s.value)).toEqual([2.15, 61.04]);
		expect(extract('A study', 'It grows from 65% to over 90% after RL.').gains).toEqual([]);
	});

	it('reads a share said over a baseline as a gain, whatever verb stands before it', () => {
		expect(gains('Results agree with execution (and up to 8% over baseline).')).toEqual([
			[8, '%', 'up']
		]);
		expect(gains('A 28.8% improvement over VLMs and 36.2% over single-arm baselines.')).toEqual([
			[28.8, '%', 'up'],
			[36.2, '%', 'up']
		]);
		expect(gains('Our agent achieves 6.1% over the baseline despite using half the data.')).toEqual(
			[[6.1, '%', 'up']]
		);
		expect(gains('Our policy scores 5 points above the baseline on MuJoCo.')).toEqual([
			[5, 'pt', 'up']
		]);
		// A baseline's budget or cost is a setting.
		expect(gains('Each run keeps 10% over the baseline budget.')).toEqual([]);
	});

	it("reads no gain over a baseline in a rate's level, a setting or a range of gains", () => {
		const winRate = extract('A study', 'PPO reaches a win rate of 58% over the SFT baseline.');
		expect(winRate.gains).toEqual([]);
		expect(winRate.scores.map((s) => s.value)).toEqual([58]);
		expect(gains("It requires only 12% over the baseline's training time.")).toEqual([]);
		expect(gains('Latency is 18% above baseline levels.')).toEqual([]);
		// Both ends of a range of gains are gains, however hedged, and neither is a level.
		for (const abstract of [
			'It yields improvements ranging from 4% to over 30% on Atari.',
			'The gains range from about 4% to nearly 30% across tasks.'
		]) {
			expect(gains(abstract), abstract).toEqual([
				[4, '%', 'up'],
				[30, '%', 'up']
			]);
			expect(extract('A study', abstract).scores, abstract).toEqual([]);
		}
	});
});
